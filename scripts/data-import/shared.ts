// Helpers every importer shares. Pure: no I/O, no clock.
import type { z } from 'zod'

import { foldText } from '@/lib/search/text'

import type { MissingReason } from '../../data/open-schema'

export type Row = Record<string, string>

/** Rows left out, counted by reason; every importer returns one. */
export class DropCounter {
  readonly counts: Record<string, number> = {}
  drop(reason: string) {
    this.counts[reason] = (this.counts[reason] ?? 0) + 1
  }
  get total() {
    return Object.values(this.counts).reduce((a, b) => a + b, 0)
  }
}

export type ImportResult<T> = { records: T[]; read: number; dropped: Record<string, number> }

/**
 * Parses every row with `schema`; a row that fails is dropped and counted under `invalid: <first
 * issue path>`, so a malformed upstream row never stops the import and never slips through.
 */
export function parseRows<S extends z.ZodType>(
  rows: readonly unknown[],
  schema: S,
  drops: DropCounter,
): z.infer<S>[] {
  const out: z.infer<S>[] = []
  for (const row of rows) {
    const parsed = schema.safeParse(row)
    if (parsed.success) out.push(parsed.data)
    else drops.drop(`invalid: ${parsed.error.issues[0]?.path.join('.') || 'row'}`)
  }
  return out
}

/** Code-unit order: the same on every machine and locale (localeCompare is not). */
export function compareText(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0
}

export function sortBy<T>(items: T[], key: (item: T) => string): T[] {
  return items.sort((a, b) => compareText(key(a), key(b)))
}

const MAX_SLUG = 80

/** URL-safe kebab slug: accents dropped, "&" read as "and", anything else non-alphanumeric a hyphen. */
export function slugify(value: string): string {
  const slug = foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= MAX_SLUG) return slug
  return slug.slice(0, MAX_SLUG).replace(/-[^-]*$/, '')
}

const NAME_STOPWORDS = new Set([
  'the',
  'of',
  'and',
  'at',
  'in',
  'for',
  'de',
  'la',
  'le',
  'du',
  'des',
])

/**
 * The key two sources' names are compared on: lower case, no accents or punctuation, "&" = "and",
 * "St" = "Saint", a trailing legal form ("Ltd", "Limited", "plc") and small words dropped.
 */
export function normaliseName(name: string): string {
  return foldText(name)
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(limited|ltd|plc|inc|the)\b/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .split(' ')
    .filter((word) => word && !NAME_STOPWORDS.has(word))
    .join(' ')
}

/** Host of a URL or bare domain, lower case, without "www." and port; null when unparseable. */
export function hostOf(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  try {
    const host = new URL(/^[a-z]+:\/\//i.test(value) ? value : `http://${value}`).hostname
    return (
      host
        .toLowerCase()
        .replace(/^www\d?\./, '')
        .replace(/\.$/, '') || null
    )
  } catch {
    return null
  }
}

/**
 * A website as a URL with a scheme: the source's own scheme is kept (most Hipo pages are http://);
 * a bare host gets https://. Paths are kept; a bare host gets a trailing slash.
 */
export function normaliseWebsite(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  try {
    const parsed = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`)
    if (!/^https?:$/.test(parsed.protocol) || !parsed.hostname.includes('.') || parsed.username)
      return null
    parsed.hostname = parsed.hostname.toLowerCase()
    return parsed.toString()
  } catch {
    return null
  }
}

/** True when `host` is `domain` or one of its subdomains. */
export function onDomain(host: string, domain: string) {
  return host === domain || host.endsWith(`.${domain}`)
}

/** A non-negative number from a cell, or null for blanks and the sources' missing markers. */
export function numberOrNull(cell: string | number | null | undefined): number | null {
  if (cell === null || cell === undefined) return null
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null
  const value = cell.trim()
  if (!value || !/^-?\d+(\.\d+)?$/.test(value)) return null
  return Number(value)
}

/** The figures of a group and the reasons of those that are null. */
export function figures<K extends string>(
  values: Record<K, number | null>,
  reasonFor: (key: K) => MissingReason,
): Record<K, number | null> & { missing: Partial<Record<K, MissingReason>> } {
  const missing: Partial<Record<K, MissingReason>> = {}
  for (const key of Object.keys(values) as K[]) {
    if (values[key] === null) missing[key] = reasonFor(key)
  }
  return { ...values, missing }
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)]
}

/**
 * The name among `names` whose numbers (the capture groups of `pattern`: a version or a date, then
 * a time) are highest, compared in order; an absent group counts as 0. Null when none matches.
 */
export function newestByNumbers(names: readonly string[], pattern: RegExp): string | null {
  const numbers = (name: string) =>
    pattern
      .exec(name)!
      .slice(1)
      .map((n) => Number(n ?? 0))
  const later = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0)
    return 0
  }
  return (
    names
      .filter((name) => pattern.test(name))
      .sort((a, b) => later(numbers(a), numbers(b)))
      .at(-1) ?? null
  )
}
