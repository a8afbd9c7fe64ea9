// The /programmes query on the database (search, filters, budget, sort, page of 20 and every
// facet count), timed after a warm-up, as the server runs it. `npm run bench` runs it through
// bench/queries.ts on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL.
import { readFxRates } from '@/lib/open-data'
import {
  readCostDestinations,
  readProgrammes,
  readStoredTotalsReady,
  type KnownData,
} from '@/lib/programmes'
import { PROGRAMMES_URL, type ProgrammesState } from '@/lib/programmes/state'
import { destinationCosts } from '@/data/destination-costs'

import { timeQueries, type QueryTiming } from './query-timing'

/** Searches of 3+ characters and none: the query the targets are for. */
export const PROGRAMME_QUERIES: Partial<ProgrammesState>[] = [
  {},
  { country: 'GB' },
  { country: 'AU', sort: 'fee' },
  { level: 'postgraduate-taught' },
  { subject: 'engineering-technology', sort: 'salary', page: 2 },
  { country: 'GB', mode: 'part-time', sort: 'name', page: 3 },
  { search: 'nursing', sort: 'name' },
  { search: 'adult nursing', country: 'GB' },
  { search: 'computer science' },
  { search: 'medicine', country: 'AU' },
  { search: 'business', level: 'undergraduate', page: 2 },
  { search: 'law' },
  { budget: 60000, currency: 'AUD' },
  { budget: 75000, currency: 'AUD', country: 'AU', level: 'postgraduate-taught', sort: 'fee' },
  {
    search: 'computer science',
    country: 'AU',
    level: 'postgraduate-taught',
    budget: 75000,
    currency: 'AUD',
    sort: 'fee',
    page: 2,
  },
  { search: 'engineering', budget: 70000, currency: 'AUD' },
]

/** One or two characters: no trigram index helps. */
export const SHORT_QUERIES: Partial<ProgrammesState>[] = [
  { search: 'a' },
  { search: 'it' },
  { search: 'ai', country: 'GB' },
]

// The server keeps the destinations, whether the totals are stored and the rates in Next's cache,
// which a plain process has not: read once.
let known: Promise<KnownData> | undefined

function run(query: Partial<ProgrammesState>) {
  const state = { ...PROGRAMMES_URL.defaults, ...query }
  known ??= Promise.all([readCostDestinations(), readStoredTotalsReady(), readFxRates()]).then(
    ([destinations, storedTotals, rates]) => ({
      destinations,
      storedTotals,
      rates,
      // The benchmark's database holds the seed's figures: nobody edits them there.
      model: destinationCosts,
    }),
  )
  return known.then((k) => readProgrammes(state, state.currency || 'AUD', undefined, k))
}

export function benchProgrammesQuery(runs = 50): Promise<(QueryTiming & { name: string })[]> {
  return Promise.all([]).then(async () => [
    {
      name: 'programmes: 3+ character searches or none',
      ...(await timeQueries(PROGRAMME_QUERIES, run, runs)),
    },
    {
      name: 'programmes: 1-2 character searches',
      ...(await timeQueries(SHORT_QUERIES, run, runs)),
    },
  ])
}
