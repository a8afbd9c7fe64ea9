// Discover Uni (HESA/OfS Unistats) KISCOURSE table: one row per course and mode with its title,
// course page (CRSEURL), award (KISAIMCODE, labelled by KISAIM) and number of stages (NUMSTAGE).
// Columns as the Discover Uni data dictionary names them; the file repeats HECOS (and, in older
// years, LDCS) once per subject of a joint course, which this reader does not need: the subjects
// come from SBJ.
import { z } from 'zod'

import { DropCounter, type Row } from './shared'

/** The KISCOURSE columns this reader takes; the layout check stops the source without them. */
export const KISCOURSE_COLUMNS = [
  'PUBUKPRN',
  'UKPRN',
  'KISCOURSEID',
  'KISMODE',
  'TITLE',
  'CRSEURL',
  'KISAIMCODE',
  'NUMSTAGE',
] as const

const ukprn = z.string().regex(/^\d{8}$/)
const keySchema = z.object({
  PUBUKPRN: ukprn,
  UKPRN: ukprn,
  KISCOURSEID: z.string().trim().min(1),
  // 01 full-time, 02 part-time, 03 both.
  KISMODE: z.enum(['01', '02', '03']),
})

const key = (provider: string, course: string, mode: string) => `${provider}|${course}|${mode}`

/** How complete a row is: a duplicate with a title and a length wins over one without. */
const completeness = (row: Row) => (row.TITLE?.trim() ? 2 : 0) + (row.NUMSTAGE?.trim() ? 1 : 0)

export type KisCourseIndex = {
  /**
   * The KISCOURSE row of a course (any table's row keyed by PUBUKPRN, UKPRN, KISCOURSEID and
   * KISMODE): by the publishing provider, else by the registering provider when only one course
   * matches there.
   */
  find(course: Row): Row | undefined
  size: number
}

/** Indexes KISCOURSE rows by course and mode; malformed keys and duplicates are counted. */
export function readKisCourse(rows: readonly Row[]): {
  index: KisCourseIndex
  read: number
  dropped: Record<string, number>
} {
  const drops = new DropCounter()
  const byPublisher = new Map<string, Row>()
  for (const row of rows) {
    const parsed = keySchema.safeParse(row)
    if (!parsed.success) {
      drops.drop(`KISCOURSE: invalid ${parsed.error.issues[0]?.path.join('.') || 'row'}`)
      continue
    }
    const k = key(parsed.data.PUBUKPRN, parsed.data.KISCOURSEID.trim(), parsed.data.KISMODE)
    const seen = byPublisher.get(k)
    if (seen) {
      drops.drop('KISCOURSE: duplicate course and mode')
      if (completeness(row) <= completeness(seen)) continue
    }
    byPublisher.set(k, row)
  }
  // Registering provider -> row; null marks a key two publishers share (ambiguous, never used).
  const byRegistering = new Map<string, Row | null>()
  for (const row of byPublisher.values()) {
    const k = key(row.UKPRN!, row.KISCOURSEID!.trim(), row.KISMODE!)
    byRegistering.set(k, byRegistering.has(k) ? null : row)
  }
  return {
    index: {
      find(course) {
        const id = course.KISCOURSEID?.trim() ?? ''
        const mode = course.KISMODE ?? ''
        return (
          byPublisher.get(key(course.PUBUKPRN ?? '', id, mode)) ??
          byRegistering.get(key(course.UKPRN ?? '', id, mode)) ??
          undefined
        )
      },
      size: byPublisher.size,
    },
    read: rows.length,
    dropped: drops.counts,
  }
}
