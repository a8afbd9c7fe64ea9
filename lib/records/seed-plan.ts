// Which seed records the start-up step writes into a curated record table. Pure: no database.
import { createHash } from 'node:crypto'

import { canonicalJson } from '@/lib/scholarships/seed'

/** The seed record a row last took, as one hash of its canonical JSON. */
export const seedHash = (record: unknown) =>
  createHash('sha256').update(canonicalJson(record)).digest('hex')

/** What a stored row tells the seed step: the seed record it last applied, and any staff edit. */
export type SeededRow = { slug: string; seedHash: string; editedAt: Date | null }

/**
 * The seed records to insert (the table lacks them) and to update (their seed record changed and
 * no staff member has edited the row: a staff edit is never overwritten by a deploy).
 */
export function planSeed<T extends { slug: string }>(
  seed: readonly T[],
  stored: readonly SeededRow[],
  hash: (record: T) => string,
) {
  const rows = new Map(stored.map((r) => [r.slug, r]))
  const insert: { record: T; hash: string }[] = []
  const update: { record: T; hash: string }[] = []
  for (const record of seed) {
    const h = hash(record)
    const row = rows.get(record.slug)
    if (!row) insert.push({ record, hash: h })
    else if (row.seedHash !== h && !row.editedAt) update.push({ record, hash: h })
  }
  return { insert, update }
}
