// Times async queries: a warm-up round, then `runs` rounds of every query; median and p95 in ms.
import { performance } from 'node:perf_hooks'

export type QueryTiming = { queries: number; runs: number; medianMs: number; p95Ms: number }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export async function timeQueries<Q>(
  queries: readonly Q[],
  run: (query: Q) => Promise<unknown>,
  runs: number,
): Promise<QueryTiming> {
  for (const q of queries) await run(q)
  const times: number[] = []
  for (let i = 0; i < runs; i++)
    for (const q of queries) {
      const started = performance.now()
      await run(q)
      times.push(performance.now() - started)
    }
  times.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 100) / 100
  return {
    queries: queries.length,
    runs: times.length,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
  }
}
