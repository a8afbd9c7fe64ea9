// Times a few /programmes list queries (the same ones before and after a change) with and without a budget (medians of `runs`), on PGlite in
// BENCH_DATA_DIR or on PostgreSQL at BENCH_DATABASE_URL:
// node --conditions=react-server --import tsx bench/budget-timing.ts
import { PROGRAMMES_URL, type ProgrammesState } from '@/lib/programmes/state'
import { destinationCosts } from '@/data/destination-costs'

import { timeQueries } from './query-timing'

const QUERIES: Record<string, Partial<ProgrammesState>[]> = {
  unbudgeted: [{}, { country: 'AU' }, { search: 'computer science' }, { country: 'GB', page: 3 }],
  budgeted: [
    { budget: 30000, currency: 'AUD' },
    { budget: 20_000_000, currency: 'NGN', country: 'AU' },
    { budget: 45000, currency: 'AUD', search: 'computer science', level: 'postgraduate-taught' },
    { budget: 40000, currency: 'AUD', page: 3 },
  ],
}

async function main() {
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
  else process.env.DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data/bench-budget'
  const { ensureOpenData } = await import('@/lib/db/open-data')
  const { closeDatabase } = await import('@/lib/db/client')
  const { readProgrammes, readCostDestinations, readStoredTotalsReady } =
    await import('@/lib/programmes')
  const { readFxRates } = await import('@/lib/open-data')
  await ensureOpenData()
  // The server keeps these in its cache (read once per data version).
  const known = {
    destinations: await readCostDestinations(),
    storedTotals: await readStoredTotalsReady(),
    rates: await readFxRates(),
    // The benchmark's database holds the seed's figures: nobody edits them there.
    model: destinationCosts,
  }
  const run = (query: Partial<ProgrammesState>) => {
    const state = { ...PROGRAMMES_URL.defaults, ...query }
    return readProgrammes(state, state.currency || 'AUD', undefined, known)
  }
  for (const [name, queries] of Object.entries(QUERIES))
    console.log(name, JSON.stringify(await timeQueries(queries, run, 15)))
  await closeDatabase()
}

void main()
