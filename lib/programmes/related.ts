// What a programme page links to beyond the programme: scholarships open to its level and country,
// and the living cost of where it is taught. Pure, over the curated datasets.
import { checkEligibility, excludingReasons } from '@/lib/scholarships/eligibility'
import { livingCostFor } from '@/lib/universities/budget'
import type { Programme } from '@/data/open-schema'
import type { LivingCost, Scholarship, University } from '@/data/schema'

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

/** The living-cost figure for studying in `city` of the programme's country, if our data has one. */
export function livingCostOf(
  p: Pick<Programme, 'country'>,
  city: string | null,
  costs: readonly LivingCost[],
): LivingCost | undefined {
  const place = { countryCode: p.country, city: city ?? '' } as Pick<
    University,
    'countryCode' | 'city'
  >
  return livingCostFor(place as University, costs)
}
