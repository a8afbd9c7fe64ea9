// The generated tables: records -> rows in PostgreSQL's COPY text format, one row per line after a
// header naming the columns, so `COPY … FROM STDIN (FORMAT text, HEADER true)` loads a file as it
// is and a diff shows the rows that changed. Pure.
import { createHash } from 'node:crypto'

import type { Institution, Programme, UkOutcomes } from '../../data/open-schema'
import { salaryOf } from '../../lib/programmes/facts'
import { slugify } from '../../lib/programmes/options'
import { searchKey } from '../../lib/search/text'
import { compareText, unique } from './shared'

type Cell = string | number | boolean | null | object

/** One value as COPY text reads it: \N for null, JSON for objects, backslash escapes. */
export function copyValue(value: Cell): string {
  if (value === null) return '\\N'
  const text =
    typeof value === 'object'
      ? JSON.stringify(value)
      : typeof value === 'boolean'
        ? value
          ? 't'
          : 'f'
        : String(value)
  return text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\\\',
  )
}

/**
 * A table: the header line, then each row (in the order given), each line ending in \n. Made as it
 * is read, so a file can be written without its whole text in memory.
 */
export function* copyTable<T>(
  columns: Record<string, (row: T) => Cell>,
  rows: readonly T[],
): Generator<string, void, undefined> {
  const read = Object.values(columns)
  yield `${Object.keys(columns).join('\t')}\n`
  for (const row of rows) yield `${read.map((cell) => copyValue(cell(row))).join('\t')}\n`
}

const folded = (parts: (string | null | undefined)[]) => searchKey(parts.filter(Boolean).join(' '))

export const institutionsTable = (records: readonly Institution[]) =>
  copyTable<Institution>(
    {
      id: (i) => i.id,
      name: (i) => i.name,
      kind: (i) => i.kind,
      country: (i) => i.country,
      city: (i) => i.city,
      region: (i) => i.region,
      website: (i) => i.website,
      alt_names: (i) => i.altNames,
      domains: (i) => i.domains,
      coords: (i) => i.coords,
      keys: (i) => i.keys,
      sources: (i) => i.sources,
      facts: (i) =>
        i.us || i.uk || i.au
          ? { ...(i.us && { us: i.us }), ...(i.uk && { uk: i.uk }), ...(i.au && { au: i.au }) }
          : null,
      name_key: (i) => searchKey(i.name),
      names_key: (i) => unique([i.name, ...i.altNames].map(searchKey).filter(Boolean)),
      search_key: (i) => folded([i.name, ...i.altNames, i.city, i.region, ...i.domains]),
    },
    records,
  )

/** A subject filter value: a site category or a register's broad field, by slug. */
export type SubjectOption = [slug: string, label: string]

/** The subject filter values of a programme: its category, then its broad fields. */
export function subjectOptionsOf(p: Programme): SubjectOption[] {
  const options: SubjectOption[] = []
  if (p.category) options.push([slugify(p.category), p.category])
  for (const f of p.fields) options.push([slugify(f.label), f.label])
  return options.filter(([slug], i) => options.findIndex(([s]) => s === slug) === i)
}

/**
 * Programmes with the same country, level, mode and subjects share a combination: facet counts
 * are kept per combination, so most lists are counted from a few hundred rows. Programmes shown
 * on another mode's card (`isModeVariant`) have combinations of their own, so that a list without
 * a mode filter leaves them out of its counts by combination.
 */
export function programmeCombos(
  programmes: readonly Programme[],
  isModeVariant: (p: Programme) => boolean = () => false,
) {
  const byKey = new Map<
    string,
    {
      country: string
      level: string
      mode: string
      subjects: SubjectOption[]
      modeVariants: boolean
    }
  >()
  const keyOf = (p: Programme) => {
    const subjects = subjectOptionsOf(p).sort(([a], [b]) => compareText(a, b))
    const modeVariants = isModeVariant(p)
    const key = JSON.stringify([
      p.country,
      p.level,
      p.mode,
      subjects.map(([slug]) => slug),
      ...(modeVariants ? ['mode variants'] : []),
    ])
    if (!byKey.has(key))
      byKey.set(key, { country: p.country, level: p.level, mode: p.mode, subjects, modeVariants })
    return key
  }
  const keys = programmes.map(keyOf)
  const ordered = [...byKey.keys()].sort(compareText)
  const ids = new Map(ordered.map((key, i) => [key, i + 1]))
  return {
    comboOf: (index: number) => ids.get(keys[index]!)!,
    table: copyTable<[number, ReturnType<typeof byKey.get>]>(
      {
        combo: ([id]) => id,
        country: ([, c]) => c!.country,
        level: ([, c]) => c!.level,
        mode: ([, c]) => c!.mode,
        subjects: ([, c]) => c!.subjects,
        mode_variants: ([, c]) => c!.modeVariants,
      },
      ordered.map((key) => [ids.get(key)!, byKey.get(key)]),
    ),
    count: ordered.length,
  }
}

const GROUPS = ['salary', 'employment', 'continuation', 'tariff', 'entry'] as const
type OutcomeRow = UkOutcomes[(typeof GROUPS)[number]]['rows'][number]

/** Identical outcome rows (a subject's figures repeat on each of its courses) are stored once. */
export class OutcomeRows {
  private rows = new Map<string, { group: string; row: OutcomeRow }>()

  /** A programme's outcomes with each row replaced by the id of its stored copy. */
  refs(outcomes: UkOutcomes | null) {
    if (!outcomes) return null
    return Object.fromEntries(
      GROUPS.map((group) => [
        group,
        {
          reason: outcomes[group].reason,
          rows: outcomes[group].rows.map((row) => this.ref(group, row)),
        },
      ]),
    )
  }

  private ref(group: string, row: OutcomeRow) {
    const json = JSON.stringify([group, row])
    const id = createHash('sha256').update(json).digest('hex').slice(0, 16)
    const kept = this.rows.get(id)
    if (kept && JSON.stringify([kept.group, kept.row]) !== json)
      throw new Error(`Outcome rows ${id}: two different rows share an id`)
    this.rows.set(id, { group, row })
    return id
  }

  get size() {
    return this.rows.size
  }

  table() {
    const entries = [...this.rows].sort(([a], [b]) => compareText(a, b))
    return copyTable<(typeof entries)[number]>(
      { id: ([id]) => id, grp: ([, r]) => r.group, data: ([, r]) => r.row },
      entries,
    )
  }
}

export function programmesTable(
  programmes: readonly Programme[],
  extra: {
    combo: (p: Programme) => number
    /** The full-time programme whose card shows this one (modeVariantHeads), if any. */
    modeVariantOf?: (p: Programme) => string | null
    /** The same course in its other mode (modeVariantLists), if any. */
    modeVariants?: (p: Programme) => { id: string; mode: Programme['mode'] }[] | null
    outcomes: OutcomeRows
  },
) {
  return copyTable<Programme>(
    {
      id: (p) => p.id,
      provider: (p) => p.provider,
      country: (p) => p.country,
      title: (p) => p.title,
      level: (p) => p.level,
      level_label: (p) => p.levelLabel,
      mode: (p) => p.mode,
      category: (p) => p.category,
      subjects: (p) => p.subjects,
      fields: (p) => p.fields,
      duration: (p) => p.duration,
      locations: (p) => p.locations,
      ucas_codes: (p) => p.ucasCodes,
      course_url: (p) => p.courseUrl,
      fees: (p) => p.fees,
      outcomes: (p) => extra.outcomes.refs(p.outcomes),
      source: (p) => p.source,
      as_of: (p) => p.asOf,
      missing: (p) => p.missing,
      combo: (p) => extra.combo(p),
      title_key: (p) => searchKey(p.title),
      search_key: (p) =>
        folded([
          p.title,
          ...p.subjects.map((s) => s.label),
          ...p.fields.map((s) => s.label),
          ...p.locations.map((l) => l.city ?? l.name),
        ]),
      salary: (p) => salaryOf(p),
      // Columns only some sources fill are written when a row has them, so that a file without
      // them keeps its bytes (the loader takes a file's columns from its header).
      ...(programmes.some((p) => p.courseTitle)
        ? { course_title: (p: Programme) => p.courseTitle ?? false }
        : {}),
      ...(programmes.some((p) => p.us) ? { us: (p: Programme) => p.us ?? null } : {}),
      ...(extra.modeVariantOf && programmes.some((p) => extra.modeVariantOf!(p))
        ? { mode_variant_of: (p: Programme) => extra.modeVariantOf!(p) }
        : {}),
      ...(extra.modeVariants && programmes.some((p) => extra.modeVariants!(p))
        ? { mode_variants: (p: Programme) => extra.modeVariants!(p) }
        : {}),
    },
    programmes,
  )
}

/** A table file back to rows of text (null for \N), keyed by column: for tests and checks. */
export function parseCopyTable(text: string): Record<string, string | null>[] {
  const [header, ...lines] = text.replace(/\n$/, '').split('\n')
  const columns = header!.split('\t')
  const unescape = (cell: string) =>
    cell === '\\N'
      ? null
      : cell.replace(/\\([\\tnr])/g, (_, c: string) =>
          c === 't' ? '\t' : c === 'n' ? '\n' : c === 'r' ? '\r' : '\\',
        )
  return lines.map((line) => {
    const cells = line.split('\t')
    return Object.fromEntries(columns.map((column, i) => [column, unescape(cells[i] ?? '')]))
  })
}
