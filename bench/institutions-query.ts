// A filtered directory query timed in process: the work /institutions does per request (search
// with accents folded, a country, a page) on the index the server keeps. The lead wires it into
// `npm run bench` (bench/server.ts); run alone with
//   node --conditions=react-server --import tsx bench/institutions-query.ts
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

import { buildInstitutionIndex, queryInstitutions } from '@/lib/institutions/query'
import type { InstitutionsState } from '@/lib/institutions/state'
import { loadInstitutions } from '@/lib/open-data'

export type QueryTiming = {
  /** What was timed. */
  queries: Pick<InstitutionsState, 'search' | 'country' | 'page'>[]
  runs: number
  /** Milliseconds per query. */
  medianMs: number
  p95Ms: number
  /** The index: records, and the time to build it once per process. */
  records: number
  indexBuildMs: number
}

/** The queries timed: a word over all countries, a phrase with accents, a country with a word. */
export const BENCH_QUERIES: QueryTiming['queries'] = [
  { search: 'university', country: '', page: 2 },
  { search: 'Universite de Montreal', country: '', page: 1 },
  { search: 'college', country: 'US', page: 3 },
  { search: '', country: 'GB', page: 2 },
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** Times `runs` rounds of BENCH_QUERIES (after a warm-up) and reports the median and p95 per query. */
export function benchInstitutionsQuery(runs = 200): QueryTiming {
  const records = loadInstitutions()
  const started = performance.now()
  const index = buildInstitutionIndex(records)
  const indexBuildMs = performance.now() - started
  for (let i = 0; i < 20; i++) for (const q of BENCH_QUERIES) queryInstitutions(index, q)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    for (const q of BENCH_QUERIES) {
      const t0 = performance.now()
      queryInstitutions(index, q)
      times.push(performance.now() - t0)
    }
  }
  times.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 1000) / 1000
  return {
    queries: BENCH_QUERIES,
    runs,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    records: records.length,
    indexBuildMs: round(indexBuildMs),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(benchInstitutionsQuery(), null, 2))
}
