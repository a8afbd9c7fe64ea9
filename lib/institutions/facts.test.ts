import { readFileSync } from 'node:fs'

import { institutionFacts, type FactSection } from '@/lib/institutions/facts'
import { sourcesAsOf } from '@/lib/open-data/as-of'
import { manifestSchema, MISSING_REASON_TEXT } from '@/data/open-schema'
import { committedRecords } from '@/test/committed-open-data'

const byId = new Map(committedRecords().institutions.map((i) => [i.id, i]))
const sections = (id: string) => institutionFacts(byId.get(id)!)
const rowOf = (list: FactSection[], section: string, label: string) =>
  list.find((s) => s.id === section)!.rows.find((r) => r.label === label)!

describe('institutionFacts', () => {
  it('labels every US figure with its source and year', () => {
    const facts = sections('abilene-christian-university')
    expect(facts.map((s) => s.id)).toEqual([
      'us-control',
      'us-cost',
      'us-enrolment',
      'us-graduation',
      'us-admissions',
      'us-earnings',
    ])
    for (const section of facts) {
      expect(section.source).toMatch(/IPEDS|College Scorecard/)
      expect(section.year).not.toBe('')
    }
    expect(rowOf(facts, 'us-cost', 'In-state').value).toMatch(/^USD \d/)
    expect(facts.find((s) => s.id === 'us-admissions')!.year).toBe('2022')
  })

  it("labels the US sections with the record's own years", () => {
    const esu = byId.get('abilene-christian-university')!
    const us = esu.us!
    const next = institutionFacts({
      ...esu,
      us: {
        ...us,
        cost: null,
        enrolment: { ...us.enrolment!, year: '2024-25' },
        graduation: { ...us.graduation!, year: '2016 cohort' },
        admissions: { ...us.admissions!, year: '2024' },
        missing: { ...us.missing, cost: 'not-reported' },
      },
    })
    const year = (id: string) => next.find((s) => s.id === id)!.year
    // The cost group is missing: its section takes the collection's year from the enrolment.
    expect(['us-control', 'us-cost', 'us-enrolment'].map(year)).toEqual([
      '2024-25',
      '2024-25',
      '2024-25',
    ])
    expect(year('us-graduation')).toBe('2016 entering cohort')
    expect(year('us-admissions')).toBe('2024')
  })

  it('keeps a missing figure missing: "not reported" with the source\'s reason, never 0', () => {
    // A T Still University reports graduate enrolment only, and is not in the admissions file.
    const facts = sections('a-t-still-university-of-health-sciences')
    expect(rowOf(facts, 'us-enrolment', 'Undergraduate')).toEqual({
      label: 'Undergraduate',
      value: null,
      reason: MISSING_REASON_TEXT['not-reported'],
    })
    expect(rowOf(facts, 'us-enrolment', 'Graduate').value).toBe('3,629')
    expect(rowOf(facts, 'us-admissions', 'Admission rate')).toMatchObject({
      value: null,
      reason: MISSING_REASON_TEXT['no-source-row'],
    })
  })

  it('gives UK TEF ratings, courses by subject and locations, or why not rated', () => {
    const aa = sections('aa-school-of-architecture')
    expect(rowOf(aa, 'uk-tef', 'Overall')).toMatchObject({
      value: null,
      reason: MISSING_REASON_TEXT['not-in-tef'],
    })
    expect(aa.find((s) => s.id === 'uk-subjects')!.rows).toEqual([
      { label: 'CAH13', value: '1 course', reason: null },
    ])
    expect(rowOf(aa, 'uk-locations', 'Location').value).toBe('Bedford')
    const rated = sections('anglia-ruskin-university')
    expect(rowOf(rated, 'uk-tef', 'Overall').value).toMatch(/Gold|Silver|Bronze|Requires/)
    expect(rated.find((s) => s.id === 'uk-tef')).toMatchObject({ year: '2023' })
  })

  it('gives AU providers their CRICOS registration', () => {
    const au = sections('aaar-institute-of-business-and-technology')
    expect(rowOf(au, 'au-provider', 'Registered courses').value).toBe('6')
  })

  it('dates UK and Australian sections by their sources in the data loaded', () => {
    const committed = sourcesAsOf(
      manifestSchema.parse(JSON.parse(readFileSync('data/generated/manifest.json', 'utf8')))
        .sources,
    )
    const year = (list: FactSection[], id: string) => list.find((s) => s.id === id)!.year
    const uk = byId.get('anglia-ruskin-university')!
    const au = byId.get('aaar-institute-of-business-and-technology')!
    const today = institutionFacts(uk, undefined, committed)
    expect(year(today, 'uk-subjects')).toBe('2025 collection')
    expect(year(today, 'uk-locations')).toBe('2025 collection')
    expect(year(institutionFacts(au, undefined, committed), 'au-provider')).toBe('2023-01-03')

    const refreshed = {
      ...committed,
      cricos: '2026-07-01',
      'discover-uni-courses': 'release of 2026-09-15',
      'discover-uni-institutions': 'release of 2026-09-14',
    }
    const next = institutionFacts(uk, undefined, refreshed)
    expect(year(next, 'uk-subjects')).toBe('release of 2026-09-15')
    expect(year(next, 'uk-locations')).toBe('release of 2026-09-15')
    expect(year(next, 'uk-provider')).toBe('release of 2026-09-14')
    expect(year(institutionFacts(au, undefined, refreshed), 'au-provider')).toBe('2026-07-01')
  })

  it('has no sections for a record of the worldwide list only', () => {
    expect(sections('42-fr')).toEqual([])
  })
})
