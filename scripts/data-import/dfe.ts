// DfE reference data: UK degree-awarding bodies with UKPRN, synonyms and mission groups.
import { z } from 'zod'

import { DropCounter, parseRows, unique } from './shared'

const dfeRowSchema = z.object({
  name: z.string().trim().min(1),
  ukprn: z
    .string()
    .regex(/^\d{8}$/)
    .nullish(),
  suggestion_synonyms: z.array(z.string()).default([]),
  match_synonyms: z.array(z.string()).default([]),
  institution_groups: z.array(z.string()).default([]),
  /** The year the body closed. */
  closed: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  has_never_awarded_degrees: z.boolean().optional(),
})

export type DfeRecord = {
  name: string
  ukprn: string
  synonyms: string[]
  groups: string[]
}

export type DfeResult = {
  /** Open bodies with a UKPRN that have awarded degrees: they join Discover Uni providers or stand alone. */
  records: DfeRecord[]
  /** Names of closed bodies, so a stale Hipo entry for one is not listed as current. */
  closedNames: string[]
  read: number
  dropped: Record<string, number>
}

/** Short synonyms are acronyms ("OU", "UCL"): useful for search, so they are kept. */
export function importDfe(raw: unknown): DfeResult {
  const rows = Array.isArray(raw) ? raw : []
  const drops = new DropCounter()
  const records: DfeRecord[] = []
  const closedNames: string[] = []
  for (const row of parseRows(rows, dfeRowSchema, drops)) {
    if (row.closed) {
      closedNames.push(row.name, ...row.match_synonyms)
      drops.drop('closed')
    } else if (row.has_never_awarded_degrees) drops.drop('has never awarded degrees')
    else if (!row.ukprn) drops.drop('no UKPRN')
    else
      records.push({
        name: row.name,
        ukprn: row.ukprn,
        synonyms: unique([...row.suggestion_synonyms, ...row.match_synonyms])
          .map((s) => s.trim())
          .filter((s) => s && s !== row.name),
        groups: [...row.institution_groups].sort(),
      })
  }
  return { records, closedNames, read: rows.length, dropped: drops.counts }
}
