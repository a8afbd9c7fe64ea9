import type { AuFacts, Institution, UsFacts } from '../../data/open-schema'
import { assignIds, buildDirectory, type DirectoryInput } from './directory'

const us = {
  control: 'public',
  cost: null,
  enrolment: null,
  graduation: null,
  admissions: null,
  earnings: null,
  missing: {},
} as unknown as UsFacts
const au: AuFacts = {
  providerType: 'Government',
  courses: 3,
  capacity: null,
  missing: { capacity: 'not-reported' },
}
const hipo = (name: string, country: string, domains: string[]) => ({
  name,
  country,
  region: null,
  domains,
  website: `http://${domains[0]}/`,
})

const input: DirectoryInput = {
  hipo: [
    hipo('University of Testford', 'GB', ['testford.ac.uk']),
    hipo('Testford Institute of Research, University of London', 'GB', ['tir.ac.uk']),
    hipo('Old Polytechnic', 'GB', ['oldpoly.ac.uk']),
    hipo('Lost College', 'GB', ['lost.ac.uk']),
    hipo('Example State University', 'US', ['esu.edu']),
    hipo('Example State University System', 'US', ['system.edu']),
    hipo('Kangaroo University', 'AU', ['kangaroo.edu.au']),
    hipo('Universidad Alfa', 'MX', ['alfa.mx']),
    hipo('Universidad Alfa', 'ES', ['alfa.es']),
    hipo('University of the Philippines Visayas', 'PH', ['upv.edu.ph']),
    hipo('University of the Philippines Visayas - Cebu High School', 'PH', ['uphs.edu.ph']),
  ],
  discoverUni: [
    {
      ukprn: '10000001',
      name: 'University of Testford',
      altNames: ['Testford Uni'],
      town: 'Testford',
      nation: 'England',
      website: 'https://www.testford.ac.uk/',
    },
  ],
  dfe: [
    {
      name: 'University of Testford',
      ukprn: '10000001',
      synonyms: ['UoT'],
      groups: ['russell_group'],
    },
    { name: 'Testford Institute of Research', ukprn: '10000009', synonyms: [], groups: [] },
  ],
  dfeClosedNames: ['Old Polytechnic'],
  ipedsYear: '2023-24',
  ipeds: [
    { unitid: '100001', name: 'Example State University', city: 'Springfield', state: 'PA', us },
  ],
  scorecard: new Map([
    [
      '100001',
      {
        unitid: '100001',
        website: 'https://www.esu.edu/',
        coords: [40.1, -75.2] as [number, number],
      },
    ],
    ['100002', { unitid: '100002', website: null, coords: null }],
  ]),
  cricos: [
    {
      provider: {
        code: '00001A',
        name: 'Kangaroo University',
        altNames: [],
        providerType: 'Government',
        capacity: null,
        website: 'https://kangaroo.edu.au/',
        city: 'BRUCE',
        state: 'ACT',
      },
      au,
      kind: 'vocational',
    },
    {
      provider: {
        code: '00002B',
        name: 'Canberra Grammar School',
        altNames: [],
        providerType: 'Private',
        capacity: null,
        website: 'https://cgs.act.edu.au/',
        city: 'RED HILL',
        state: 'ACT',
      },
      au,
      kind: 'school',
    },
  ],
  ukFacts: new Map([
    [
      '10000001',
      {
        tef: null,
        locations: [],
        coursesBySubject: { CAH11: 2 },
        missing: { tef: 'not-in-tef' as const },
      },
    ],
  ]),
  aliases: {},
}

describe('buildDirectory', () => {
  const { institutions, stats } = buildDirectory(input)
  const byName = (name: string, country?: string) =>
    institutions.filter((i) => i.name === name && (!country || i.country === country))

  it('leaves schools out of the directory, by a register or by name, and keeps the university', () => {
    expect(byName('Canberra Grammar School')).toEqual([])
    expect(byName('University of the Philippines Visayas - Cebu High School')).toEqual([])
    expect(byName('University of the Philippines Visayas')).toMatchObject([{ kind: 'university' }])
    expect(stats.schools).toEqual({ cricos: 1, hipo: 1 })
  })

  it('joins Discover Uni and DfE on UKPRN: DfE groups and synonyms on the Discover Uni record', () => {
    const [testford] = byName('University of Testford')
    expect(testford).toMatchObject({
      country: 'GB',
      city: 'Testford',
      keys: { ukprn: '10000001' },
      altNames: ['Testford Uni', 'UoT'],
      sources: ['dfe', 'discover-uni-institutions', 'hipo'],
      uk: { nation: 'England', groups: ['russell_group'], coursesBySubject: { CAH11: 2 } },
    })
    expect(stats.dfe.merged).toEqual({ 'joined to a Discover Uni provider on UKPRN': 1 })
  })

  it('keeps a DfE degree-awarding body missing from Discover Uni, and joins Hipo to it by name', () => {
    const [institute] = byName('Testford Institute of Research')
    expect(institute).toMatchObject({
      keys: { ukprn: '10000009' },
      domains: ['tir.ac.uk'],
      sources: ['dfe', 'hipo'],
      uk: { nation: null },
    })
  })

  it('joins IPEDS and the Scorecard on UnitID, then Hipo by domain', () => {
    const [esu] = byName('Example State University')
    expect(esu).toMatchObject({
      keys: { unitid: '100001' },
      website: 'https://www.esu.edu/',
      coords: [40.1, -75.2],
      region: 'PA',
      sources: ['hipo', 'ipeds', 'scorecard-2022'],
    })
    expect(stats.scorecard).toEqual({
      kept: 1,
      dropped: { 'no degree-granting IPEDS 2023-24 institution with this UnitID': 1 },
      corrected: {},
    })
  })

  it('names the IPEDS release read in the reasons rows are left out', () => {
    const next = buildDirectory({ ...input, ipedsYear: '2024-25' }).stats
    expect(next.scorecard.dropped).toEqual({
      'no degree-granting IPEDS 2024-25 institution with this UnitID': 1,
    })
    expect(next.hipo.dropped).toMatchObject({
      'US: not a degree-granting IPEDS 2024-25 institution': 1,
    })
  })

  it('joins Hipo to CRICOS providers by domain', () => {
    expect(byName('Kangaroo University')[0]).toMatchObject({
      keys: { cricos: '00001A' },
      sources: ['cricos', 'hipo'],
      au,
    })
  })

  it('drops Hipo records of register countries that match no register entry, with the reason', () => {
    expect(byName('Old Polytechnic')).toEqual([])
    expect(byName('Example State University System')).toEqual([])
    expect(stats.hipo.dropped).toEqual({
      'GB: closed (DfE)': 1,
      'GB: not a current Discover Uni or DfE degree-awarding provider': 1,
      'US: not a degree-granting IPEDS 2023-24 institution': 1,
    })
    expect(stats.hipo.merged).toEqual({
      'joined to the GB register by domain': 1,
      'joined to the GB register by name': 1,
      'joined to the US register by domain': 1,
      'joined to the AU register by domain': 1,
    })
  })

  it('gives unique ids, adding the country when two records share a name', () => {
    expect(institutions.map((i) => i.id).sort()).toEqual([
      'example-state-university',
      'kangaroo-university',
      'testford-institute-of-research',
      'universidad-alfa-es',
      'universidad-alfa-mx',
      'university-of-testford',
      'university-of-the-philippines-visayas',
    ])
  })

  it('types each record: a register’s kind, else university or college by its name', () => {
    expect(byName('Kangaroo University')[0]!.kind).toBe('vocational')
    expect(byName('University of Testford')[0]!.kind).toBe('university')
    expect(byName('Testford Institute of Research')[0]!.kind).toBe('college')
  })

  it('adds the reviewed aliases under their record’s id, and the English name', () => {
    const { institutions: more } = buildDirectory({
      ...input,
      hipo: [...input.hipo, hipo('Technische Universität Berlin', 'DE', ['tu-berlin.de'])],
      aliases: {
        'technische-universitat-berlin': ['TU Berlin', 'Technische Universität Berlin'],
        'universidad-alfa-mx': ['UAlfa'],
      },
    })
    const tu = more.find((i) => i.name === 'Technische Universität Berlin')!
    // An alias that is the record's own name is not repeated among its other names.
    expect(tu.altNames).toEqual(['TU Berlin', 'Technical University Berlin'])
    const alfa = more.filter((i) => i.name === 'Universidad Alfa')
    expect(alfa.map((i) => [i.id, i.altNames])).toEqual([
      ['universidad-alfa-es', ['University Alfa']],
      ['universidad-alfa-mx', ['UAlfa', 'University Alfa']],
    ])
    // The aliases never move an id.
    expect(more.filter((i) => i.name !== 'Technische Universität Berlin')).toEqual(
      buildDirectory({ ...input, aliases: {} }).institutions.map((i) =>
        i.id === 'universidad-alfa-mx' ? { ...i, altNames: ['UAlfa', 'University Alfa'] } : i,
      ),
    )
  })

  it('files US territories under their own country and joins the Hipo entry there', () => {
    const { institutions: more } = buildDirectory({
      ...input,
      hipo: [...input.hipo, hipo('Universidad del Sol', 'PR', ['usol.edu'])],
      ipeds: [
        ...input.ipeds,
        { unitid: '300001', name: 'Universidad del Sol', city: 'San Juan', state: 'PR', us },
      ],
      scorecard: new Map([
        ...input.scorecard,
        ['300001', { unitid: '300001', website: 'https://www.usol.edu/', coords: null }],
      ]),
    })
    const sol = more.filter((i) => i.name === 'Universidad del Sol')
    expect(sol).toHaveLength(1)
    expect(sol[0]).toMatchObject({
      country: 'PR',
      region: null,
      sources: ['hipo', 'ipeds', 'scorecard-2022'],
    })
  })

  it('drops a College Scorecard website that belongs to another body', () => {
    const { institutions: more, stats: moreStats } = buildDirectory({
      ...input,
      ipeds: [
        ...input.ipeds,
        {
          unitid: '242556',
          name: 'Instituto Tecnologico de Puerto Rico-Recinto de Guayama',
          city: 'Guayama',
          state: 'PR',
          us,
        },
      ],
      scorecard: new Map([
        ...input.scorecard,
        ['242556', { unitid: '242556', website: 'https://www.de.gov/itec-2/', coords: null }],
      ]),
    })
    const itpr = more.find((i) => i.keys.unitid === '242556')!
    expect(itpr).toMatchObject({ website: null, domains: [], country: 'PR' })
    expect(moreStats.scorecard.corrected).toEqual({ 'another body’s website removed': 1 })
  })

  it('gives the same output whatever the order of its inputs', () => {
    const reversed = buildDirectory({ ...input, hipo: [...input.hipo].reverse() })
    expect(reversed.institutions).toEqual(institutions)
  })
})

describe('assignIds', () => {
  const record = (
    name: string,
    country: string,
    city: string | null,
    key: Partial<Institution['keys']> = {},
  ) =>
    ({ name, country, city, region: null, domains: [], keys: key }) as unknown as Omit<
      Institution,
      'id' | 'kind'
    >

  it('adds country, then place, then key until the ids are unique', () => {
    expect(
      assignIds([
        record('St Mary’s College', 'US', 'Moraga', { unitid: '123456' }),
        record('St Mary’s College', 'US', 'Notre Dame', { unitid: '234567' }),
        record('St Mary’s College', 'GB', null, { ukprn: '10000001' }),
        record('Lincoln College', 'US', 'Lincoln', { unitid: '345678' }),
        record('Lincoln College', 'US', 'Lincoln', { unitid: '456789' }),
        record('東京大学', 'JP', null),
      ]),
    ).toEqual([
      'st-marys-college-us-moraga',
      'st-marys-college-us-notre-dame',
      'st-marys-college-gb',
      'lincoln-college-us-345678',
      'lincoln-college-us-456789',
      'institution',
    ])
  })
})
