// queryProgrammes against a plain model of what the list means: filter, count each facet over the
// other filters, sort with a comparator, slice a page. The query's columns, word index and
// precomputed orders must give the same page, total and counts for any data and any query.
import fc from 'fast-check'

import { type FxTable } from '@/lib/currency'
import { pageBounds } from '@/lib/pagination'
import { slugify } from '@/lib/programmes/options'
import {
  feeIn,
  indexProgrammes,
  queryProgrammes,
  type FacetName,
  type IndexedProgramme,
} from '@/lib/programmes/query'
import { PROGRAMMES_URL, type ProgrammesState } from '@/lib/programmes/state'
import { searchKey } from '@/lib/search/text'
import { PROGRAMME_LEVELS, SITE_CATEGORIES, type Programme } from '@/data/open-schema'

// NZD at AUD's rate: fees in two currencies that convert to the same amount go by name.
const fx: FxTable = {
  date: '2026-04-13',
  base: 'EUR',
  rates: { USD: 1.1, AUD: 1.65, NZD: 1.65, GBP: 0.85 },
}
const WORDS = ['Master', 'of', 'Computer', 'Science', 'Nursing', 'Économie', 'Data', 'law']
const FIELDS = ['Computing', 'Health', 'Law', 'Information Technology']

const programme = fc
  .record({
    title: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
    level: fc.constantFrom(...PROGRAMME_LEVELS),
    country: fc.constantFrom('GB' as const, 'AU' as const),
    mode: fc.constantFrom('full-time' as const, 'part-time' as const),
    fields: fc.uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 2 }),
    category: fc.option(fc.constantFrom(...SITE_CATEGORIES)),
    fee: fc.option(fc.constantFrom(0, 9_000, 20_000, 20_000, 41_000)),
    currency: fc.constantFrom('AUD', 'NZD', 'GBP', 'XXX'),
    salary: fc.option(fc.constantFrom(24_000, 30_000, 30_000)),
  })
  .map((r): Omit<Programme, 'id'> => ({
    provider: 'uni-a',
    country: r.country,
    title: r.title.join(' '),
    level: r.level,
    levelLabel: null,
    subjects: [{ code: 'x', label: 'Programming' }],
    fields: r.fields.map((label) => ({ code: 'f', label })),
    category: r.category,
    mode: r.mode,
    duration: null,
    locations: [],
    ucasCodes: [],
    fees: {
      currency: r.currency as 'AUD',
      asOf: '2023-01-03',
      tuitionPerYear: r.fee,
      tuitionTotal: null,
      nonTuitionTotal: null,
      estimatedTotalCost: null,
      missing: {},
    },
    outcomes: {
      salary: {
        reason: null,
        rows: [
          {
            agg: 14,
            subject: null,
            years: '2021-23',
            population: 9,
            lq: null,
            median: r.salary,
            uq: null,
            missing: {},
          },
        ],
      },
      employment: { reason: 'du-small', rows: [] },
      continuation: { reason: 'du-small', rows: [] },
      tariff: { reason: 'du-small', rows: [] },
      entry: { reason: 'du-small', rows: [] },
    },
    source: 'cricos',
    asOf: '2023-01-03',
    missing: {},
  }))

/** Each filter is unset half the time, so that many queries find programmes to sort. */
const orUnset = <const T extends string>(...values: T[]) =>
  fc.oneof(fc.constant('' as const), fc.constantFrom(...values))
const query = fc.record({
  search: orUnset('comp', 'science', 'data science', 'economie', 'uni law', 'zz', 'a'),
  subject: orUnset('computing', 'health', 'law', 'engineering-technology', 'nope'),
  level: orUnset(...PROGRAMME_LEVELS.map(slugify), 'nope'),
  country: orUnset('GB', 'AU'),
  mode: orUnset('full-time', 'part-time'),
  maxFee: fc.constantFrom(0, 0, 15_000, 30_000),
  sort: fc.constantFrom('relevance' as const, 'fee' as const, 'salary' as const, 'name' as const),
  page: fc.integer({ min: 1, max: 5 }),
})

/** The list as its documentation describes it, one programme and one rule at a time. */
function model(index: IndexedProgramme[], q: ProgrammesState, display: string, size: number) {
  const words = q.search ? searchKey(q.search).split(' ').filter(Boolean) : []
  const fee = (e: IndexedProgramme) => {
    const rate = e.fee && feeIn({ amount: 1, currency: e.fee.currency }, display, fx)
    return e.fee && rate != null ? e.fee.amount * rate : null
  }
  const test: Record<FacetName, (e: IndexedProgramme) => boolean> = {
    subject: (e) => !q.subject || e.subjectSlugs.includes(q.subject),
    level: (e) => !q.level || e.levelSlug === q.level,
    country: (e) => !q.country || e.programme.country === q.country,
    mode: (e) => !q.mode || e.programme.mode === q.mode,
  }
  const passes = (e: IndexedProgramme, except?: FacetName) =>
    words.every((w) => e.key.includes(w)) &&
    (!q.maxFee || (fee(e) ?? Infinity) <= q.maxFee) &&
    (Object.keys(test) as FacetName[]).every((f) => f === except || test[f](e))
  const values: Record<FacetName, (e: IndexedProgramme) => readonly string[]> = {
    subject: (e) => e.subjectSlugs,
    level: (e) => [e.levelSlug],
    country: (e) => [e.programme.country],
    mode: (e) => [e.programme.mode],
  }
  const facets = Object.fromEntries(
    (Object.keys(values) as FacetName[]).map((f) => {
      const counts = new Map<string, number>()
      for (const e of index.filter((e) => passes(e, f)))
        for (const v of values[f](e)) counts.set(v, (counts.get(v) ?? 0) + 1)
      return [f, [...counts].sort()]
    }),
  )
  const score = (e: IndexedProgramme) =>
    (words.length && e.titleKey.includes(words.join(' ')) ? 10 : 0) +
    2 * words.filter((w) => e.titleKey.includes(w)).length
  const last = (v: number | null) => (v === null ? Infinity : v)
  const highFirst = (v: number | null) => (v === null ? Infinity : -v)
  const order = {
    relevance: (a: IndexedProgramme, b: IndexedProgramme) => score(b) - score(a),
    fee: (a: IndexedProgramme, b: IndexedProgramme) =>
      last(fee(a)) - last(fee(b)) || a.nameRank - b.nameRank,
    salary: (a: IndexedProgramme, b: IndexedProgramme) =>
      highFirst(a.salary) - highFirst(b.salary) || a.nameRank - b.nameRank,
    name: (a: IndexedProgramme, b: IndexedProgramme) => a.nameRank - b.nameRank,
  }[q.sort]
  const matched = index.filter((e) => passes(e)).sort((a, b) => order(a, b) || 0)
  const { offset } = pageBounds(matched.length, q.page, size)
  const ids = matched.slice(offset, offset + size).map((e) => e.programme.id)
  return { ids, total: matched.length, facets }
}

describe('programme query against its model', () => {
  it('gives the same page, total and facet counts for any programmes and query', () => {
    fc.assert(
      fc.property(
        fc.array(programme, { minLength: 10, maxLength: 80, size: 'medium' }),
        query,
        fc.constantFrom('USD', 'AUD', 'XXX'),
        fc.integer({ min: 1, max: 6 }),
        (records, q, display, size) => {
          const programmes = records.map((p, i) => ({ ...p, id: `p-${i}` }) as Programme)
          const index = indexProgrammes(programmes, () => undefined)
          const state = { ...PROGRAMMES_URL.defaults, ...q }
          const r = queryProgrammes(index, state, display, fx, size)
          const facets = Object.fromEntries(
            Object.entries(r.facets).map(([f, counts]) => [f, [...counts].sort()]),
          )
          expect({ ids: r.items.map((e) => e.programme.id), total: r.total, facets }).toEqual(
            model(index, state, display, size),
          )
        },
      ),
      { numRuns: 200 },
    )
  })

  it('finds search matches past a run of 32 programmes without one', () => {
    const programmes = fc.sample(programme, { numRuns: 100, seed: 1 }).map((p, i): Programme => ({
      ...p,
      id: `p-${i}`,
      title: i === 40 || i === 99 ? 'Nursing' : 'Law',
    }))
    const index = indexProgrammes(programmes, () => undefined)
    const r = queryProgrammes(index, { ...PROGRAMMES_URL.defaults, search: 'nursing' }, 'USD', fx)
    expect(r.items.map((e) => e.programme.id)).toEqual(['p-40', 'p-99'])
  })
})
