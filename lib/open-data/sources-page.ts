import { nextRun, REFRESH_SOURCES, type Cadence } from '@/lib/open-data/schedule'
import type { ManifestSource } from '@/data/open-schema'

type LatestRun = {
  source: string
  runAt: Date
  result: string
  message: string | null
  rowsRead: number | null
  rowsKept: number | null
  rowsRejected: Record<string, number> | null
  loaded: boolean
  loadMessage: string | null
}

export type DataSourceRow = {
  id: string
  publisher: string
  cadence: Cadence
  /** The publisher's as-of date of the data in use, and whether a refresh or the deployment brought it. */
  asOf: { value: string; from: 'refresh' | 'deployment' } | null
  last: {
    at: Date
    result: string
    message: string | null
    rowsRead: number | null
    rowsKept: number | null
    rowsRejected: number | null
    loaded: boolean
  } | null
  nextRun: Date
}

/**
 * The Data sources page's rows: every source the refresh knows, with the as-of date of the data in
 * use (a loaded refresh's, else the committed data's), its latest run, and the next scheduled one.
 */
export function dataSourceRows(
  latest: readonly LatestRun[],
  loadedAsOf: ReadonlyMap<string, string>,
  committedAsOf: ReadonlyMap<string, string>,
  now: Date,
): DataSourceRow[] {
  const runs = new Map(latest.map((r) => [r.source, r]))
  return REFRESH_SOURCES.map((source) => {
    const run = runs.get(source.id)
    const refreshed = loadedAsOf.get(source.id)
    const committed = committedAsOf.get(source.id)
    return {
      id: source.id,
      publisher: source.publisher,
      cadence: source.cadence,
      asOf: refreshed
        ? { value: refreshed, from: 'refresh' }
        : committed
          ? { value: committed, from: 'deployment' }
          : null,
      last: run
        ? {
            at: run.runAt,
            result: run.result,
            message: run.loadMessage ?? run.message,
            rowsRead: run.rowsRead,
            rowsKept: run.rowsKept,
            rowsRejected: run.rowsRejected
              ? Object.values(run.rowsRejected).reduce((a, b) => a + b, 0)
              : null,
            loaded: run.loaded,
          }
        : null,
      nextRun: nextRun(source.cadence, now),
    }
  })
}

export type SourceInUse = Pick<ManifestSource, 'id' | 'name' | 'licence' | 'attribution' | 'asOf'>

/**
 * Each source as the public pages credit it: the deployed manifest's name, licence and credit
 * line, with the as-of date of the data in use (a loaded refresh's, else the deployed data's).
 */
export function sourcesInUse(
  deployed: readonly ManifestSource[],
  loadedAsOf: ReadonlyMap<string, string>,
): SourceInUse[] {
  return deployed.map(({ id, name, licence, attribution, asOf }) => ({
    id,
    name,
    licence,
    attribution,
    asOf: loadedAsOf.get(id) ?? asOf,
  }))
}
