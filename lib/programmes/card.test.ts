import { programmeCard, tellApart, type CardColumns } from '@/lib/programmes/card'

const uk = (changes: Partial<CardColumns> = {}): CardColumns => ({
  id: 'uk-10000001-b740-full-time',
  provider: 'testford',
  country: 'GB',
  title: 'Adult nursing',
  level: 'Undergraduate',
  levelLabel: null,
  mode: 'full-time',
  duration: null,
  fees: null,
  subjects: [{ code: 'CAH02-04-01', label: 'Adult nursing' }],
  locations: [{ name: 'Chelmsford', city: null, region: null, lat: null, lng: null }],
  ucasCodes: ['B740'],
  providerName: 'Testford University',
  salary: { median: 30000, years: '2021-23', ofSubject: true },
  titlePeers: 1,
  city: 'Chelmsford',
  region: 'England',
  courseTitle: false,
  us: null,
  modeVariants: null,
  ...changes,
})

describe('tellApart', () => {
  it('says nothing for a title the provider uses once', () => {
    expect(tellApart(uk())).toBeNull()
  })

  it('lists the UCAS codes of one course offered under several', () => {
    expect(tellApart(uk({ ucasCodes: ['1827', '2058', '2453', '4199', '9387'] }))).toBe(
      'UCAS 1827, 2058, 2453 and 2 more',
    )
  })

  it('gives place and UCAS code when the provider has other programmes of the same title', () => {
    expect(tellApart(uk({ titlePeers: 3 }))).toBe('Chelmsford · UCAS B740')
  })

  it('names a joint course’s subjects', () => {
    expect(
      tellApart(
        uk({
          titlePeers: 2,
          subjects: [
            { code: 'CAH02-04-01', label: 'Adult nursing' },
            { code: 'CAH02-04-03', label: 'Mental health nursing' },
          ],
        }),
      ),
    ).toMatch(/^Joint course: Adult nursing and Mental health nursing · /)
  })
})

describe('programmeCard', () => {
  it('shows level and mode, and a UK programme’s salary', () => {
    expect(programmeCard(uk())).toMatchObject({
      kind: 'Undergraduate · Full-time',
      fee: null,
      salary: { median: 30000 },
      provider: { id: 'testford', name: 'Testford University' },
    })
  })

  it('marks the fee of a course shorter than a year as the whole course’s', () => {
    const card = programmeCard({
      ...uk({ country: 'AU', salary: null }),
      duration: { years: 0.5, weeks: 26 },
      fees: {
        currency: 'AUD',
        asOf: '2023-01-03',
        tuitionPerYear: 16040,
        tuitionTotal: 16040,
        nonTuitionTotal: 0,
        estimatedTotalCost: 16040,
        missing: {},
      },
    })
    expect(card).toMatchObject({ fee: { amount: 16040, currency: 'AUD' }, courseWeeks: 26 })
  })

  it('lists the course in its other mode, each variant its own link', () => {
    expect(programmeCard(uk()).modeVariants).toEqual([])
    const card = programmeCard(
      uk({ modeVariants: [{ id: 'uk-10000001-b740-part-time', mode: 'part-time' }] }),
    )
    expect(card.modeVariants).toEqual([
      { id: 'uk-10000001-b740-part-time', mode: 'part-time', label: 'part-time' },
    ])
    const two = programmeCard(
      uk({
        modeVariants: [
          { id: 'uk-1-a-part-time', mode: 'part-time' },
          { id: 'uk-1-b-part-time', mode: 'part-time' },
        ],
      }),
    )
    expect(two.modeVariants.map((v) => v.label)).toEqual(['part-time 1', 'part-time 2'])
  })

  it('says a UK title is the course’s own only when KISCOURSE gave it', () => {
    expect(programmeCard(uk()).courseTitle).toBe(false)
    expect(programmeCard(uk({ title: 'Adult Nursing BSc', courseTitle: true })).courseTitle).toBe(
      true,
    )
  })

  it('gives a US programme’s earnings and debt with their cohorts, and no mode or UK salary', () => {
    const card = programmeCard(
      uk({
        id: 'us-100001-1107-3',
        country: 'US',
        levelLabel: "Bachelor's Degree",
        salary: { median: 30000, years: '2021-23', ofSubject: true },
        us: {
          unitid: '100001',
          cipCode: '11.07',
          credentialLevel: 3,
          debt: { value: 23250, cohort: 'graduates of 2019-20 and 2020-21' },
          earnings: {
            after1Year: { value: null, cohort: 'graduates of 2019-20 and 2020-21' },
            after4Years: { value: 84000, cohort: 'graduates of 2016-17 and 2017-18' },
          },
          institutionTuition: null,
        },
      }),
    )
    expect(card).toMatchObject({
      kind: "Bachelor's Degree",
      salary: null,
      courseTitle: false,
      usFigures: {
        earnings: { value: null, cohort: 'graduates of 2019-20 and 2020-21' },
        debt: { value: 23250 },
      },
    })
  })
})
