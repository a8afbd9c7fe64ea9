// Which of a destination's figures apply to a place and a level of study. Pure: the cost model is
// passed in (data/destination-costs.ts by default).
import type {
  ChargeKind,
  CostLevel,
  DestinationCharge,
  DestinationCosts,
  UsualDuration,
} from '@/data/schema'

type Placed = {
  cities?: string[]
  regions?: string[]
  exceptCities?: string[]
  exceptRegions?: string[]
  universities?: string[]
}

/**
 * Where the student would study: a city as a university's `city` is written, a region (UK nation)
 * and, for a curated university, its slug (its own figures come before its city's).
 */
export type Place = { city?: string; region?: string; university?: string }

const has = (list: string[] | undefined, value: string | undefined) =>
  value !== undefined && (list ?? []).some((v) => v.toLowerCase() === value.toLowerCase())

/**
 * Whether a figure applies at `place`. A figure tied to no place applies everywhere; one the
 * source ties to places (London, or everywhere but London) applies only where the place is known
 * well enough to tell. Cities are compared without regard to case (registers write "SYDNEY").
 */
export function appliesIn(item: Placed, place: Place) {
  if (item.universities) return has(item.universities, place.university)
  if (item.cities || item.regions)
    return has(item.cities, place.city) || has(item.regions, place.region)
  if (item.exceptCities || item.exceptRegions) {
    if (place.city === undefined && place.region === undefined) return false
    return !has(item.exceptCities, place.city) && !has(item.exceptRegions, place.region)
  }
  return true
}

export function getDestination(countryCode: string, model: readonly DestinationCosts[]) {
  return model.find((d) => d.countryCode === countryCode)
}

/**
 * The charges that apply at `place`, in the model's order. A university's own figure replaces the
 * place's figure of the same kind and name: the university states what its students pay.
 */
export function chargesIn(d: DestinationCosts, place: Place): DestinationCharge[] {
  const applying = d.charges.filter((c) => appliesIn(c, place))
  const own = applying.filter((c) => c.universities)
  return applying.filter(
    (c) => c.universities || !own.some((o) => o.kind === c.kind && o.name === c.name),
  )
}

/** The one charge of a kind that applies at `place` (living, visa, health), if it can be told. */
export function chargeIn(d: DestinationCosts, kind: ChargeKind, place: Place) {
  return chargesIn(d, place).find((c) => c.kind === kind)
}

/** How long a full-time degree at `level` usually takes at `place`. */
export function usualDuration(
  d: DestinationCosts,
  level: CostLevel,
  place: Place,
): UsualDuration | undefined {
  return d.durations.find((u) => u.level === level && appliesIn(u, place))
}
