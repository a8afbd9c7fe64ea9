// The /programmes query in process: a filtered, sorted query over every programme, timed after a
// warm-up (the index is built once per process, as on the server). Target: p95 under 10 ms.
// `npm run bench` runs it (bench/server.ts).
import { fxTable, programmeIndex } from '@/lib/programmes'
import { queryProgrammes } from '@/lib/programmes/query'
import { PROGRAMMES_URL, type ProgrammesState } from '@/lib/programmes/state'

const QUERIES: Partial<ProgrammesState>[] = [
  {
    search: 'computer science',
    country: 'AU',
    level: 'postgraduate-taught',
    maxFee: 45000,
    sort: 'fee',
    page: 2,
  },
  { subject: 'engineering-technology', sort: 'salary', page: 2 },
  { search: 'nursing', sort: 'name' },
  { country: 'GB', mode: 'part-time', sort: 'name', page: 3 },
]

export function benchProgrammesQuery(runs = 200) {
  const { index } = programmeIndex()
  const fx = fxTable()
  const times: number[] = []
  for (let i = -20; i < runs; i++) {
    const query = { ...PROGRAMMES_URL.defaults, ...QUERIES[(i + 20) % QUERIES.length] }
    const start = performance.now()
    queryProgrammes(index, query, 'USD', fx)
    if (i >= 0) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  return { programmes: index.length, runs, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) }
}
