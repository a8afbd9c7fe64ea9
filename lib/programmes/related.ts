// Scholarships open to a programme's level and country. Pure, over the curated datasets.
import { checkEligibility, excludingReasons } from '@/lib/scholarships/eligibility'
import type { Programme } from '@/data/open-schema'
import type { Scholarship } from '@/data/schema'

/** The scholarship degree a programme level leads to; none for sub-degree study. */
const DEGREES: Record<Programme['level'], Scholarship['eligibleDegrees'][number] | null> = {
  Undergraduate: "Bachelor's",
  'Postgraduate taught': "Master's",
  'Postgraduate research': "Master's",
  Doctorate: 'Ph.D.',
  Other: null,
}

/**
 * Scholarships a student of this programme may hold: open to its level and to study in its
 * country (nationality is the student's own to check), those for this country first.
 */
export function scholarshipsFor(
  p: Pick<Programme, 'level' | 'country'>,
  scholarships: readonly Scholarship[],
): Scholarship[] {
  const degree = DEGREES[p.level]
  if (!degree) return []
  const open = scholarships.filter(
    (s) => !excludingReasons(checkEligibility(s, { hostCountry: p.country, degree })).length,
  )
  const forCountry = (s: Scholarship) => s.hostCountries !== 'any'
  return [...open.filter(forCountry), ...open.filter((s) => !forCountry(s))]
}
