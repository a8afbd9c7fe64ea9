import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { once } from '@/lib/once'
import {
  curatedLinksSchema,
  fxRatesSchema,
  manifestSchema,
  type CuratedLinks,
  type FxRates,
  type Manifest,
} from '@/data/open-schema'

// The small generated files, read from disk at run time (next.config.ts traces data/generated/**
// so a deployment ships them). The directory and the programmes are in the database
// (lib/db/open-data.ts loads them; lib/institutions and lib/programmes query them).
function readGenerated(file: string): unknown {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'data/generated', file), 'utf8'))
}

/** ECB reference rates of the latest day in the import (units per 1 EUR). */
export const loadFxRates = once((): FxRates => fxRatesSchema.parse(readGenerated('fx-rates.json')))

/** Per source: licence, attribution, as-of date, input hashes and row counts. */
export const loadManifest = once((): Manifest =>
  manifestSchema.parse(readGenerated('manifest.json')),
)

/** Curated university slug (data/universities) -> directory institution id. */
export const loadCuratedLinks = once((): CuratedLinks =>
  curatedLinksSchema.parse(readGenerated('curated-links.json')),
)
