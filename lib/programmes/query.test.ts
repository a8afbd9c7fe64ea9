import { moneyText, type FxTable } from '@/lib/currency'
import { programmeApplyHref } from '@/lib/programmes/apply'
import {
  feePerYear,
  indexProgrammes,
  queryProgrammes,
  salaryOf,
  subjectOptions,
} from '@/lib/programmes/query'
import { PROGRAMMES_URL, programmesHref, programmesStateSchema } from '@/lib/programmes/state'
import type { Programme } from '@/data/open-schema'
import { makeAuProgramme } from '@/test/fixtures'

const fx: FxTable = { date: '2026-04-13', base: 'EUR', rates: { USD: 1.1, AUD: 1.65, GBP: 0.85 } }

function au(
  id: string,
  title: string,
  perYear: number | null,
  extra: Partial<Programme> = {},
): Programme {
  return makeAuProgramme({
    id,
    title,
    provider: 'uni-a-au',
    locations: [{ name: 'Uni A', city: 'SYDNEY', region: 'NSW', lat: null, lng: null }],
    fees: {
      currency: 'AUD',
      asOf: '2023-01-03',
      tuitionPerYear: perYear,
      tuitionTotal: perYear === null ? null : perYear * 2,
      nonTuitionTotal: null,
      estimatedTotalCost: null,
      missing: perYear === null ? { tuitionPerYear: 'not-registered' } : {},
    },
    missing: {},
    ...extra,
  })
}

function uk(
  id: string,
  title: string,
  median: number | null,
  extra: Partial<Programme> = {},
): Programme {
  const row = (agg: 14 | 21, m: number) => ({
    agg,
    subject: agg === 14 ? null : 'CAH11',
    years: '2021-23',
    population: 40,
    lq: m - 5000,
    median: m,
    uq: m + 5000,
    missing: {},
  })
  return {
    ...au(id, title, null),
    provider: 'uni-b-gb',
    country: 'GB',
    level: 'Undergraduate',
    levelLabel: null,
    subjects: [{ code: 'CAH11-01-01', label: 'Computer science' }],
    fields: [{ code: 'CAH11', label: 'Computing' }],
    fees: null,
    outcomes: {
      salary: {
        reason: null,
        rows: median === null ? [] : [row(21, median - 1000), row(14, median)],
      },
      employment: { reason: 'du-small', rows: [] },
      continuation: { reason: 'du-small', rows: [] },
      tariff: { reason: 'du-small', rows: [] },
      entry: { reason: 'du-small', rows: [] },
    },
    source: 'discover-uni-courses',
    asOf: '2025 collection',
    missing: { fees: 'no-fee-table' },
    ...extra,
  }
}

const programmes = [
  au('au-1', 'Master of Computer Science', 40_000),
  au('au-2', 'Master of Information Technology', 50_000),
  au('au-3', 'Master of Data Science', null),
  au('au-4', 'Bachelor of Nursing', 30_000, {
    level: 'Undergraduate',
    levelLabel: 'Bachelor Degree',
    fields: [{ code: '06', label: 'Health' }],
    category: 'Medicine & Health Sciences',
  }),
  uk('uk-1', 'Computer science (full-time)', 32_000),
  uk('uk-2', 'Computer science (part-time)', null, { mode: 'part-time' }),
  uk('uk-3', 'Économie (full-time)', 35_000, {
    subjects: [{ code: 'CAH15-02-01', label: 'Economics' }],
    fields: [{ code: 'CAH15', label: 'Social sciences' }],
    category: 'Social Sciences',
  }),
]
const names: Record<string, { name: string; altNames: string[] }> = {
  'uni-a-au': { name: 'University of Sydney', altNames: [] },
  'uni-b-gb': { name: 'University of Leeds', altNames: ['Leeds'] },
}
const index = indexProgrammes(programmes, (id) => names[id])
const subjects = subjectOptions(index)
const schema = programmesStateSchema({
  subjects: [...subjects.categories, ...subjects.finer].map((s) => s.slug),
  currencies: ['AUD', 'EUR', 'GBP', 'USD'],
})
const run = (raw: Record<string, string>, display = 'USD', size = 20) =>
  queryProgrammes(index, schema.parse(raw), display, fx, size)
const ids = (r: ReturnType<typeof run>) => r.items.map((e) => e.programme.id)

describe('programmes URL state', () => {
  it('falls back to defaults for unknown or bad parameters', () => {
    expect(PROGRAMMES_URL.defaults).toEqual({
      search: '',
      subject: '',
      level: '',
      country: '',
      mode: '',
      maxFee: 0,
      currency: '',
      sort: 'relevance',
      page: 1,
    })
    expect(
      schema.parse({
        subject: 'astrology',
        level: 'kindergarten',
        country: 'FR',
        mode: 'sometimes',
        maxFee: '-5',
        currency: 'XYZ',
        sort: 'cheapest',
        page: 'x',
      }),
    ).toEqual(PROGRAMMES_URL.defaults)
  })

  it('reads every parameter and writes only the changed ones back', () => {
    const state = schema.parse({
      search: ' computer ',
      subject: 'information-technology',
      level: 'postgraduate-taught',
      country: 'AU',
      mode: 'full-time',
      maxFee: '45000',
      currency: 'aud',
      sort: 'fee',
      page: '2',
    })
    expect(state).toMatchObject({ search: 'computer', currency: 'AUD', maxFee: 45000, page: 2 })
    expect(programmesHref(state, { page: 1 })).toBe(
      '/programmes?search=computer&subject=information-technology&level=postgraduate-taught&country=AU&mode=full-time&maxFee=45000&currency=AUD&sort=fee',
    )
  })
})

describe('fee per year and salary', () => {
  it('takes the registered fee per year, and none where CRICOS has none or the course is UK', () => {
    expect(feePerYear(programmes[0]!)).toEqual({ amount: 40_000, currency: 'AUD' })
    expect(feePerYear(programmes[2]!)).toBeNull()
    expect(feePerYear(programmes[4]!)).toBeNull()
  })

  it("prefers the course's own salary figures to its subject's", () => {
    expect(salaryOf(programmes[4]!)).toEqual({ median: 32_000, years: '2021-23', ofSubject: false })
    expect(salaryOf(programmes[5]!)).toBeNull()
  })
})

describe('programme query', () => {
  it('finds the Master’s in computing in Australia under a budget in the chosen currency', () => {
    const r = run(
      {
        search: 'computer',
        level: 'postgraduate-taught',
        country: 'AU',
        maxFee: '45000',
        currency: 'AUD',
      },
      'AUD',
    )
    expect(ids(r)).toEqual(['au-1'])
    // The same budget in USD (45,000 USD ≈ 67,500 AUD) admits the 50,000 AUD course too.
    expect(ids(run({ level: 'postgraduate-taught', maxFee: '45000' }, 'USD'))).toEqual([
      'au-1',
      'au-2',
    ])
  })

  it('leaves out programmes without a fee when a budget is set, and keeps them otherwise', () => {
    expect(ids(run({ country: 'AU', level: 'postgraduate-taught' }))).toContain('au-3')
    expect(ids(run({ country: 'AU', maxFee: '1000000' }))).not.toContain('au-3')
  })

  it('searches title, subject and provider names ignoring case and accents', () => {
    expect(ids(run({ search: 'economie' }))).toEqual(['uk-3'])
    expect(ids(run({ search: 'LEEDS computer' }))).toEqual(['uk-1', 'uk-2'])
    expect(ids(run({ search: 'sydney nursing' }))).toEqual(['au-4'])
  })

  it('filters by site category or finer subject', () => {
    expect(ids(run({ subject: 'engineering-technology', country: 'GB' }))).toEqual(['uk-1', 'uk-2'])
    expect(ids(run({ subject: 'computing' }))).toEqual(['uk-1', 'uk-2'])
    expect(ids(run({ subject: 'health' }))).toEqual(['au-4'])
  })

  it('offers the seven site categories and each register’s own fields (one named like a category is that category)', () => {
    expect(subjects.categories).toHaveLength(7)
    expect(subjects.finer).toEqual([
      { slug: 'computing', label: 'Computing', country: 'GB' },
      { slug: 'health', label: 'Health', country: 'AU' },
      { slug: 'information-technology', label: 'Information Technology', country: 'AU' },
    ])
  })

  it('counts each facet over the other filters, in the same pass', () => {
    const r = run({ country: 'AU', level: 'postgraduate-taught' })
    expect(r.total).toBe(3)
    // Country counts ignore the country filter but keep the level one.
    expect(Object.fromEntries(r.facets.country)).toEqual({ AU: 3 })
    // Level counts ignore the level filter but keep the country one.
    expect(Object.fromEntries(r.facets.level)).toEqual({
      'postgraduate-taught': 3,
      undergraduate: 1,
    })
    expect(r.facets.subject.get('information-technology')).toBe(3)
    expect(Object.fromEntries(r.facets.mode)).toEqual({ 'full-time': 3 })
  })

  it('sorts by fee (no fee last), salary (highest first, none last) and name', () => {
    expect(ids(run({ country: 'AU', sort: 'fee' }))).toEqual(['au-4', 'au-1', 'au-2', 'au-3'])
    expect(ids(run({ country: 'GB', sort: 'salary' }))).toEqual(['uk-3', 'uk-1', 'uk-2'])
    expect(ids(run({ country: 'GB', sort: 'name' }))).toEqual(['uk-1', 'uk-2', 'uk-3'])
    expect(ids(run({ search: 'computer', sort: 'relevance' }))[0]).toBe('au-1')
  })

  it('pages the results, a page past the end showing the last', () => {
    const second = run({ sort: 'name', page: '2' }, 'USD', 3)
    expect(second).toMatchObject({ total: 7, page: 2, pageCount: 3, start: 4, end: 6 })
    expect(run({ page: '99' }, 'USD', 3)).toMatchObject({ page: 3, start: 7, end: 7 })
  })
})

describe('conversion of fees', () => {
  it('shows a converted fee beside the original with the ECB rates', () => {
    expect(moneyText(40_000, 'AUD', 'USD', fx)).toEqual({
      original: 'AUD 40,000',
      converted: '≈ USD 26,700',
    })
  })

  it('shows a fee in its own currency only when the table lacks that currency', () => {
    const noAud: FxTable = { ...fx, rates: { USD: 1.1 } }
    expect(moneyText(40_000, 'AUD', 'USD', noAud)).toEqual({
      original: 'AUD 40,000',
      converted: null,
    })
    // Nor can such a fee be said to fit a budget.
    const r = queryProgrammes(index, schema.parse({ maxFee: '1000000' }), 'USD', noAud)
    expect(r.total).toBe(0)
  })
})

describe('apply link', () => {
  it('carries country, level, field, university and course', () => {
    expect(programmeApplyHref(programmes[0]!, 'University of Sydney')).toBe(
      '/apply-now?country=au&level=masters&field=computer-science&university=University+of+Sydney&course=Master+of+Computer+Science#application',
    )
    expect(programmeApplyHref(programmes[6]!, 'University of Leeds')).toContain(
      'country=uk&level=undergraduate&field=social-sciences',
    )
  })
})
