import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { UsFacts } from '../../data/open-schema'
import { csvRows } from './io'
import { cipCode, fosFigure, importScorecardFos, SCORECARD_FOS_COHORTS } from './scorecard-fos'

// The field-of-study file in the publisher's column names and order (a subset of its columns).
const rows = csvRows(
  readFileSync(path.join(__dirname, 'fixtures', 'Most-Recent-Cohorts-Field-of-Study.csv'), 'utf8'),
)
const cost: NonNullable<UsFacts['cost']> = {
  year: '2023-24',
  inState: 9800,
  outOfState: 27400,
  missing: {},
}
const result = importScorecardFos(rows, SCORECARD_FOS_COHORTS, new Map([['100001', cost]]))
const find = (unitid: string, cip: string, credential: number) =>
  result.records.find(
    (p) => p.unitid === unitid && p.cipCode === cip && p.credentialLevel === credential,
  )

describe('importScorecardFos', () => {
  it('reads a programme: institution, CIP title, credential, earnings and debt with their cohorts', () => {
    expect(find('100001', '11.07', 3)).toEqual({
      unitid: '100001',
      institution: 'Example State University',
      cipCode: '11.07',
      cipTitle: 'Computer Science',
      credentialLevel: 3,
      credential: "Bachelor's Degree",
      level: 'Undergraduate',
      debt: { value: 23250, cohort: 'graduates of 2019-20 and 2020-21' },
      earnings: {
        after1Year: { value: 61000, cohort: 'graduates of 2019-20 and 2020-21' },
        after4Years: { value: 84000, cohort: 'graduates of 2016-17 and 2017-18' },
      },
      institutionTuition: { ...cost, basis: 'institution' },
      missing: {},
    })
  })

  it('PrivacySuppressed and NULL are not reported with their reason, never 0', () => {
    const agriculture = find('100001', '01.01', 3)!
    expect(agriculture.cipCode).toBe('01.01')
    expect(agriculture.earnings.after1Year.value).toBeNull()
    expect(agriculture.earnings.after4Years.value).toBeNull()
    expect(agriculture.debt.value).toBe(24500)
    expect(agriculture.missing).toEqual({
      'earnings.after1Year': 'privacy-suppressed',
      'earnings.after4Years': 'not-reported',
    })
    const nursing = find('100001', '51.38', 5)!
    expect(nursing).toMatchObject({ level: 'Postgraduate taught', debt: { value: null } })
    expect(nursing.missing).toEqual({
      debt: 'not-reported',
      'earnings.after4Years': 'privacy-suppressed',
    })
  })

  it('a median of 0 is a code, not pay; tuition without an IPEDS row is said so', () => {
    const beauty = find('100002', '12.04', 1)!
    expect(beauty.level).toBe('Other')
    expect(beauty.earnings.after1Year.value).toBeNull()
    expect(beauty.earnings.after4Years.value).toBe(21000)
    expect(beauty.institutionTuition).toBeNull()
    expect(beauty.missing).toEqual({
      'earnings.after1Year': 'not-reported',
      tuition: 'no-source-row',
    })
  })

  it('drops rows for a whole OPE ID and unknown credential levels, counted', () => {
    expect(result.read).toBe(7)
    expect(result.records).toHaveLength(5)
    expect(result.dropped).toEqual({
      'credential level 9 is not in the dictionary': 1,
      'no UNITID (reported for a whole OPE ID)': 1,
    })
    expect(find('100003', '14.09', 6)?.level).toBe('Doctorate')
  })
})

describe('cipCode and fosFigure', () => {
  it('normalises CIP codes the file writes without leading zeros', () => {
    expect(['1107', '101', '01.01', '5138'].map(cipCode)).toEqual([
      '11.07',
      '01.01',
      '01.01',
      '51.38',
    ])
    expect(cipCode('NULL')).toBeNull()
  })

  it('reads the publisher codes for missing figures', () => {
    expect(fosFigure('PS')).toEqual({ value: null, reason: 'privacy-suppressed' })
    expect(fosFigure('')).toEqual({ value: null, reason: 'not-reported' })
    expect(fosFigure('31500.0')).toEqual({ value: 31500, reason: null })
  })
})
