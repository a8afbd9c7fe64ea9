// The curated Australian universities' international tuition per level, from the fees their
// current courses are registered at on CRICOS. Pure: courses and links in, one small record out.
import {
  CRICOS_TUITION_LEVELS,
  type CuratedTuition,
  type RegisteredTuition,
} from '../../data/open-schema'
import type { CricosCourse } from './cricos'
import { compareText } from './shared'

export const TUITION_PERCENTILES: CuratedTuition['percentiles'] = [10, 90]

/** The value at percentile `p` of ascending `sorted` (nearest rank: always one course's own fee). */
export function nearestRank(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/**
 * The 10th to 90th percentile of the courses' tuition a year, not the lowest to highest. At either
 * end of a university's list sit a few courses that would make the range useless for a budget: at
 * the top, medicine, dentistry and flying (the University of Queensland's Doctor of Medicine at
 * AUD 109,783 a year, UNSW's Bachelor of Aviation (Flying) at AUD 95,997); at the bottom,
 * registrations whose fee covers only part of the course or whose length is a part of it (a
 * five-year Bachelor of Veterinary Science at AUD 13,120 a year, a 26-week master's at AUD 99,242).
 * Below ten courses the two percentiles are the lowest and highest fee.
 */
export function tuitionSpread(perYear: readonly number[]): { min: number; max: number } | null {
  if (!perYear.length) return null
  const sorted = [...perYear].sort((a, b) => a - b)
  const [low, high] = TUITION_PERCENTILES
  return { min: nearestRank(sorted, low), max: nearestRank(sorted, high) }
}

function levelTuition(
  courses: readonly CricosCourse[],
  levelLabel: string,
): RegisteredTuition | null {
  const atLevel = courses.filter((c) => c.levelLabel === levelLabel)
  // Blank, zero and placeholder fees are already null (cricosFees); expired courses are not kept.
  const fees = atLevel.map((c) => c.fees?.tuitionPerYear ?? null).filter((f) => f !== null)
  const spread = tuitionSpread(fees)
  return spread && { ...spread, courses: fees.length, unpriced: atLevel.length - fees.length }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** 2023-01-03 -> 3 January 2023, as the site writes dates. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${day} ${MONTHS[month! - 1]} ${year}`
}

/**
 * For each curated university linked to a CRICOS provider (`providerOf`: slug -> provider code),
 * the range of its Bachelor Degree courses (undergraduate) and Masters Degree (Coursework)
 * courses (postgraduate taught); a level with no priced course is null with its reason.
 */
export function curatedTuition(
  courses: readonly CricosCourse[],
  providerOf: ReadonlyMap<string, string>,
  /** The register's date (the workbook's). */
  asOf: string,
): CuratedTuition {
  const byProvider = new Map<string, CricosCourse[]>()
  for (const course of courses) {
    const list = byProvider.get(course.providerCode)
    if (list) list.push(course)
    else byProvider.set(course.providerCode, [course])
  }
  const universities: CuratedTuition['universities'] = {}
  for (const [slug, provider] of [...providerOf].sort(([a], [b]) => compareText(a, b))) {
    const own = byProvider.get(provider) ?? []
    const undergraduate = levelTuition(own, CRICOS_TUITION_LEVELS.undergraduate)
    const postgraduate = levelTuition(own, CRICOS_TUITION_LEVELS.postgraduate)
    universities[slug] = {
      provider,
      undergraduate,
      postgraduate,
      missing: {
        ...(undergraduate ? {} : { undergraduate: 'no-priced-course' as const }),
        ...(postgraduate ? {} : { postgraduate: 'no-priced-course' as const }),
      },
    }
  }
  return {
    source: `CRICOS, fees registered ${longDate(asOf)}`,
    asOf,
    currency: 'AUD',
    percentiles: TUITION_PERCENTILES,
    universities,
  }
}
