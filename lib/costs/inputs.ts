// The inputs of a total cost (lib/costs) from our data: a curated university's tuition for a
// level, an imported programme's fees and length, a scholarship as the matcher lists it.
import {
  chargedCurrencies,
  type CostInput,
  type ScholarshipInput,
  type TuitionInput,
} from '@/lib/costs'
import type { Place } from '@/lib/costs/destination'
import { formatDate } from '@/lib/format'
import {
  MISSING_REASON_TEXT,
  type Institution,
  type Programme,
  type ProgrammeLevel,
} from '@/data/open-schema'
import type {
  CostLevel,
  DestinationCharge,
  DestinationCosts,
  Scholarship,
  University,
} from '@/data/schema'

/** The register a course's fees come from, named with the date the fees carry (`fees.asOf`). */
export function cricosSource(asOf: string) {
  return {
    title: `CRICOS, fees registered ${formatDate(asOf)}`,
    url: 'https://cricos.education.gov.au/',
  }
}

const COST_LEVEL_OF: Partial<Record<ProgrammeLevel, CostLevel>> = {
  Undergraduate: 'undergraduate',
  'Postgraduate taught': 'postgraduate',
}

/** Where a curated university's students study: its city and the university itself (its own figures). */
export function universityPlace(u: Pick<University, 'city' | 'slug'>): Place {
  return { city: u.city, university: u.slug }
}

export function universityCostInput(
  u: University,
  level: CostLevel,
  scholarship?: ScholarshipInput,
): CostInput {
  return {
    countryCode: u.countryCode,
    ...universityPlace(u),
    level,
    tuition: u.tuition[level],
    scholarship,
  }
}

/**
 * Each currency the costs of these universities convert from, at either level, once: what a
 * page showing any of them needs its one rate source to publish.
 */
export function universitiesCurrencies(
  items: readonly University[],
  model: readonly DestinationCosts[],
) {
  const levels: CostLevel[] = ['undergraduate', 'postgraduate']
  return [
    ...new Set(
      items.flatMap((u) =>
        levels.flatMap((l) => chargedCurrencies(universityCostInput(u, l), model)),
      ),
    ),
  ]
}

function programmeTuition(p: Pick<Programme, 'fees'>): TuitionInput {
  const fees = p.fees
  if (!fees) return { min: null, reason: MISSING_REASON_TEXT['no-fee-table'] }
  if (fees.tuitionPerYear === null) {
    const why = fees.missing.tuitionPerYear ?? fees.missing.tuitionTotal ?? 'not-reported'
    return { min: null, reason: MISSING_REASON_TEXT[why], source: cricosSource(fees.asOf) }
  }
  return {
    min: fees.tuitionPerYear,
    max: fees.tuitionPerYear,
    currency: fees.currency,
    year: fees.asOf.slice(0, 4),
    source: cricosSource(fees.asOf),
    note: "The course's whole tuition fee as registered, spread over its length.",
    courseTotal: fees.tuitionTotal,
  }
}

/**
 * A course's registered non-tuition fees (CRICOS: whole course, paid as the provider asks), as a
 * one-off charge spread over the course; none when CRICOS registers none.
 */
export function programmeCourseFees(p: Pick<Programme, 'fees'>): DestinationCharge | undefined {
  const fees = p.fees
  if (!fees?.nonTuitionTotal) return undefined
  return {
    kind: 'other',
    name: 'Non-tuition fees of the course',
    value: {
      amount: fees.nonTuitionTotal,
      currency: fees.currency,
      per: 'once',
      date: fees.asOf,
      dateIs: 'in-force',
      basis: "The course's non-tuition fees as registered on CRICOS, for the whole course.",
      source: cricosSource(fees.asOf),
    },
  }
}

/**
 * An imported programme's cost input. `place` is where it is taught when the caller knows better
 * than the programme's first location (UK courses carry no city: pass the provider's city and
 * nation).
 */
export function programmeCostInput(
  p: Pick<Programme, 'country' | 'level' | 'fees' | 'duration' | 'locations'>,
  place?: Place,
): CostInput {
  const first = p.locations[0]
  return {
    countryCode: p.country,
    city: place?.city ?? first?.city ?? undefined,
    region: place?.region ?? first?.region ?? undefined,
    level: COST_LEVEL_OF[p.level] ?? null,
    tuition: programmeTuition(p),
    years: p.duration?.years ?? null,
    courseFees: programmeCourseFees(p),
  }
}

/**
 * Where a programme is taught, as far as we know: its provider's city (else the first location
 * naming one) and, in the UK, the provider's nation (Scotland's courses are longer).
 */
export function programmePlace(
  p: Programme,
  provider?: Pick<Institution, 'city' | 'uk'> | null,
): Place {
  return {
    city: provider?.city ?? p.locations.find((l) => l.city)?.city ?? undefined,
    region: provider?.uk?.nation ?? undefined,
  }
}

/** A scholarship as a deduction: our data describes award values in words, so none is a number yet. */
export function scholarshipCostInput(s: Scholarship): ScholarshipInput {
  return { name: s.name, amount: null, value: s.value, source: { title: s.name, url: s.link } }
}
