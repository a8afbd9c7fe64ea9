// Where a curated Australian university has no tuition figure of its own for a level, the range its
// courses are registered at on CRICOS (data/generated/curated-tuition.json, from the import).
import generated from '@/data/generated/curated-tuition.json'
import {
  CRICOS_TUITION_LEVELS,
  curatedTuitionSchema,
  type CuratedTuition,
  type RegisteredTuition,
} from '@/data/open-schema'
import type { TuitionLevel, University } from '@/data/schema'

export const CRICOS_URL = 'https://cricos.education.gov.au/'

const LEVEL_NAMES = {
  undergraduate: "bachelor's degree",
  postgraduate: "master's degree (coursework)",
} as const satisfies Record<keyof typeof CRICOS_TUITION_LEVELS, string>

function note(level: keyof typeof LEVEL_NAMES, r: RegisteredTuition, file: CuratedTuition) {
  const [low, high] = file.percentiles
  const courses = `${r.courses} ${LEVEL_NAMES[level]} course${r.courses === 1 ? '' : 's'} registered for international students`
  const perYear = "each course's whole tuition fee spread over its length"
  // Below ten courses the nearest-rank percentiles are the lowest and highest fee.
  return r.courses < 10
    ? `Lowest to highest across ${courses} (${perYear}).`
    : `Typical range across ${courses}: the ${low}th to ${high}th percentile (${perYear}); up to a tenth of courses cost less and up to a tenth more.`
}

/** A CRICOS range as a curated tuition figure: AUD a year, with its year, source and what it covers. */
export function registeredTuitionLevel(
  level: keyof typeof LEVEL_NAMES,
  r: RegisteredTuition,
  file: CuratedTuition,
): TuitionLevel {
  return {
    min: r.min,
    max: r.max,
    currency: file.currency,
    period: 'year',
    year: file.asOf.slice(0, 4),
    source: { title: file.source, url: CRICOS_URL },
    note: note(level, r, file),
  }
}

/**
 * The universities with each "not reported" level filled from CRICOS where the register has a
 * range for it; a figure the curated data holds is never replaced.
 */
export function withRegisteredTuition(
  items: readonly University[],
  file: CuratedTuition,
): University[] {
  return items.map((u) => {
    const registered = file.universities[u.slug]
    if (!registered) return u
    const level = (name: keyof typeof LEVEL_NAMES) => {
      const own = u.tuition[name]
      const range = registered[name]
      return own.min === null && range ? registeredTuitionLevel(name, range, file) : own
    }
    return {
      ...u,
      tuition: { undergraduate: level('undergraduate'), postgraduate: level('postgraduate') },
    }
  })
}

/** The imported ranges, checked against their schema once. */
export const curatedTuition: CuratedTuition = curatedTuitionSchema.parse(generated)
