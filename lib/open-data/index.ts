import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { newStamp, sharedCopy } from '@/lib/cache/shared-copy'
import { openDataRows } from '@/lib/db/open-data-rows'
import { loadedAsOfPerSource } from '@/lib/db/refresh-runs'
import { once } from '@/lib/once'
import { cacheOpenData } from '@/lib/open-data/cache'
import { RATES_SQL, ratesFromRows } from '@/lib/open-data/rates'
import { sourcesInUse, type SourceInUse } from '@/lib/open-data/sources-page'
import { manifestSchema, type FxRates, type Manifest } from '@/data/open-schema'

// The small generated files, read from disk at run time (next.config.ts traces data/generated/**
// so a deployment ships them). The directory, the programmes and the rates are in the database
// (lib/db/open-data.ts loads them; lib/institutions and lib/programmes query them).
function readGenerated(file: string): unknown {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'data/generated', file), 'utf8'))
}

/**
 * The exchange rates loaded with the open data (units per 1 EUR): the ECB's of one reference day
 * and the second source's. From the database, so a refresh's rates reach every page at once.
 */
export const loadFxRates: () => Promise<FxRates> = sharedCopy(
  async () => {
    'use cache'
    cacheOpenData()
    return newStamp()
  },
  async () => {
    'use cache'
    cacheOpenData()
    return readFxRates()
  },
)

/** loadFxRates read from the database each time (for the benchmarks). */
export async function readFxRates(): Promise<FxRates> {
  return ratesFromRows(await openDataRows<Record<string, unknown>>(RATES_SQL))
}

/** Per source: licence, attribution, as-of date, input hashes and row counts, as deployed. */
export const loadManifest = once((): Manifest =>
  manifestSchema.parse(readGenerated('manifest.json')),
)

/**
 * The sources as the pages credit them, with the as-of dates of the data the database holds: a
 * refresh's once one is loaded (the deployed manifest's before).
 */
export async function loadSourcesInUse(): Promise<SourceInUse[]> {
  'use cache'
  cacheOpenData()
  return sourcesInUse(loadManifest().sources, await loadedAsOfPerSource())
}
