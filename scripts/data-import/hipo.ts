// Hipo university-domains-list: the worldwide list (name, country, domains, web pages).
import { z } from 'zod'

import { applyHipoFixes } from './corrections'
import { DropCounter, normaliseName, normaliseWebsite, parseRows, unique } from './shared'

/** A few names carry Windows-1252 quotes read as C1 control characters (\x93Name\x94). */
const C1_QUOTES: Record<string, string> = { '\x91': '‘', '\x92': '’', '\x93': '“', '\x94': '”' }

const hipoRowSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .transform((name) => name.replace(/[\x91-\x94]/g, (c) => C1_QUOTES[c]!)),
  alpha_two_code: z.string().regex(/^[A-Z]{2}$/),
  'state-province': z.string().trim().nullish(),
  domains: z.array(z.string().trim().toLowerCase().min(1)).min(1),
  web_pages: z.array(z.string()),
})

export type HipoRecord = {
  name: string
  /** Names of entries folded into this one (see corrections.ts). */
  altNames?: string[]
  country: string
  region: string | null
  domains: string[]
  website: string | null
}

export type HipoResult = {
  records: HipoRecord[]
  read: number
  dropped: Record<string, number>
  merged: Record<string, number>
  corrected: Record<string, number>
}

/**
 * One record per (normalised name, country): the list repeats 20 pairs (e.g. University of Bath),
 * which are folded into the first occurrence with their domains combined. Then the known errors
 * of corrections.ts are fixed.
 */
export function importHipo(raw: unknown): HipoResult {
  const rows = Array.isArray(raw) ? raw : []
  const drops = new DropCounter()
  const byKey = new Map<string, HipoRecord>()
  let duplicates = 0
  for (const row of parseRows(rows, hipoRowSchema, drops)) {
    const key = `${row.alpha_two_code}|${normaliseName(row.name)}`
    const website = row.web_pages.map(normaliseWebsite).find((url) => url !== null) ?? null
    const existing = byKey.get(key)
    if (existing) {
      duplicates++
      existing.domains = unique([...existing.domains, ...row.domains])
      existing.website ??= website
      continue
    }
    byKey.set(key, {
      name: row.name,
      country: row.alpha_two_code,
      region: row['state-province'] || null,
      domains: unique(row.domains),
      website,
    })
  }
  const fixed = applyHipoFixes([...byKey.values()])
  return {
    records: fixed.records,
    read: rows.length,
    dropped: drops.counts,
    merged: duplicates ? { 'duplicate name and country': duplicates } : {},
    corrected: fixed.counts,
  }
}
