// The Australian programmes' fees as the committed open data holds them (data/generated, COPY text
// format), for the course cards' tuition ranges. UK open data publishes no fees.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { FeeSource, PricedProgramme } from '@/lib/courses/fee-range'
import {
  auFeesSchema,
  manifestSchema,
  type ManifestSource,
  type ProgrammeLevel,
} from '@/data/open-schema'

const GENERATED = path.join(process.cwd(), 'data', 'generated')

function table(file: string) {
  const [header, ...lines] = readFileSync(path.join(GENERATED, file), 'utf8').split('\n')
  const columns = header!.split('\t')
  const at = (name: string) => {
    const i = columns.indexOf(name)
    if (i < 0) throw new Error(`${file}: no column ${name}`)
    return i
  }
  return { rows: lines.filter(Boolean).map((line) => line.split('\t')), at }
}

/**
 * The register the fees come from, dated as the data's manifest dates it (the date in the
 * register's file name), so a new register's cards name its date.
 */
export function cricosFeeSource(manifest: {
  sources: readonly Pick<ManifestSource, 'id' | 'asOf'>[]
}): FeeSource {
  const asOf = manifest.sources.find((s) => s.id === 'cricos')?.asOf
  const day = auFeesSchema.shape.asOf.safeParse(asOf)
  if (!day.success) throw new Error(`manifest.json: CRICOS as of ${asOf ?? 'nothing'}, not a day`)
  return { currency: 'AUD', register: 'CRICOS', country: 'Australian', asOf: day.data }
}

/** The committed data's CRICOS register (data/generated/manifest.json). */
export function readCricosFeeSource(): FeeSource {
  return cricosFeeSource(
    manifestSchema.parse(JSON.parse(readFileSync(path.join(GENERATED, 'manifest.json'), 'utf8'))),
  )
}

/** Every Australian programme's fee; each must be in `source`'s currency and of its date. */
export function readAustralianFees(source: FeeSource): PricedProgramme[] {
  const combos = table('programme-combos.tsv')
  const subjectsOf = new Map(
    combos.rows.map((row) => [
      row[combos.at('combo')]!,
      (JSON.parse(row[combos.at('subjects')]!) as [string, string][]).map(([slug]) => slug),
    ]),
  )
  // Lists search a programme's key with its provider's names (lib/db/open-data-load.mjs).
  const institutions = table('institutions.tsv')
  const namesOf = new Map(
    institutions.rows.map((row) => [
      row[institutions.at('id')]!,
      (JSON.parse(row[institutions.at('names_key')]!) as string[]).join(' '),
    ]),
  )
  const au = table('programmes-au.tsv')
  return au.rows.map((row) => {
    const fees = row[au.at('fees')]!
    const parsed =
      fees === '\\N'
        ? null
        : (JSON.parse(fees) as { currency: string; asOf: string; tuitionPerYear: number | null })
    if (parsed && (parsed.currency !== source.currency || parsed.asOf !== source.asOf))
      throw new Error(`programmes-au.tsv: a fee in ${parsed.currency} of ${parsed.asOf}`)
    return {
      level: row[au.at('level')] as ProgrammeLevel,
      searchKey: [row[au.at('search_key')]!, namesOf.get(row[au.at('provider')]!)]
        .filter(Boolean)
        .join(' '),
      subjects: subjectsOf.get(row[au.at('combo')]!) ?? [],
      fee: parsed?.tuitionPerYear ?? null,
    }
  })
}
