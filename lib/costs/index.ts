// The total cost of study: tuition a year, the living cost the student visa requires, and the
// visa, health and other mandatory charges (one-off charges spread over the course), a year and
// for the whole course, less a scholarship whose value is a number. Every part keeps its source
// and date; a part our data lacks is listed as unknown and left out of the sums, never taken as 0.
// Pure: the cost model and the rates are passed in; no clock, no I/O.
import {
  chargeIn,
  chargesIn,
  getDestination,
  usualDuration,
  type Place,
} from '@/lib/costs/destination'
import { convertWithSource, distinctSources, type FxSource, type FxTable } from '@/lib/currency'
import type {
  ChargeKind,
  CostFigure,
  CostLevel,
  DestinationCharge,
  DestinationCosts,
  SourceLink,
} from '@/data/schema'

/**
 * A student lives in the country all year, so a monthly living cost counts 12 times a year (the
 * UK visa itself asks to see only 9 months of funds).
 */
export const LIVING_MONTHS_PER_YEAR = 12

export type Range = { min: number; max: number }

export type TuitionInput =
  | {
      min: number
      max: number
      currency: string
      /** The academic year the fee is for, e.g. "2025-26". */
      year: string
      source: SourceLink
      note?: string
      /** The whole course's tuition as published, where the source gives it (CRICOS). */
      courseTotal?: number | null
    }
  | { min: null; reason: string; source?: SourceLink }

export type ScholarshipInput = {
  name: string
  /** What it is worth, when that is a number; null when its value is described in words. */
  amount: number | null
  currency?: string
  per?: 'year' | 'course'
  /** The value as the award describes it, e.g. "Full tuition and a living stipend". */
  value: string
  source: SourceLink
}

export type CostInput = Place & {
  countryCode: string
  /** null for a level our model has no usual length for (research degrees). */
  level: CostLevel | null
  tuition: TuitionInput
  /** The course's own length in years, when it states one. */
  years?: number | null
  /** Mandatory fees of the course itself beside tuition, paid once (CRICOS non-tuition fees). */
  courseFees?: DestinationCharge
  scholarship?: ScholarshipInput
}

export type PartKind = 'tuition' | ChargeKind | 'scholarship'

export type CostPart = {
  kind: PartKind
  name: string
  /** The figure as published, in its own currency and period; null when not known. */
  charged: { min: number; max: number; currency: string; per: CostFigure['per'] | 'course' } | null
  /** This part for a year of study in the display currency (a one-off charge's share). */
  perYear: Range | null
  /** This part for the whole course in the display currency. */
  course: Range | null
  /** How the figure was turned into a year, or, when not known, why. */
  basis: string
  source: SourceLink | null
  /** The day the figure took effect or was in force, or the academic year of a fee. */
  date: { value: string; is: 'effective' | 'in-force' | 'year' } | null
  /** The rate the conversion used; null when the figure is in the display currency already. */
  rate: FxSource | null
  /** Why the amount is not known; absent when it is. */
  unknown?: string
  /** The kind of reason: our data has no figure, the rates lack a currency, or the course's length or place is not known. */
  unknownWhy?: 'not-reported' | 'no-rate' | 'no-length' | 'no-place'
  /**
   * A dated published price (an insurer's cheapest cover, say) standing in for a mandatory cost
   * with no official figure; `source` names the publisher. It counts as known.
   */
  typical: boolean
}

export type TotalCost = {
  /** The currency every sum and `perYear`/`course` amount is in. */
  currency: string
  years: { value: number; basis: string; source: SourceLink | null } | null
  /** Tuition, then the destination's charges, then the scholarship when one is chosen. */
  parts: CostPart[]
  /** A year: the known parts, less the scholarship (never below 0). */
  perYear: Range
  /** The whole course, likewise; null when the course's length is not known. */
  course: Range | null
  /** Names of the cost parts the sums leave out because their amount is not known. */
  unknownParts: string[]
  tuitionKnown: boolean
  /**
   * Whether any cost is known to be more than nothing. Without one the sums are 0 only because
   * nothing is known (free tuition with every other part missing, say), so the year is not known.
   */
  known: boolean
  /** Names of the parts in the sums that are typical prices rather than official figures. */
  typicalParts: string[]
  /** Each exchange-rate source the sums rest on, once. */
  rates: FxSource[]
}

const scale = (r: Range, by: number): Range => ({ min: r.min * by, max: r.max * by })
const add = (a: Range, b: Range): Range => ({ min: a.min + b.min, max: a.max + b.max })
const ZERO: Range = { min: 0, max: 0 }

type Converted = { range: Range; rate: FxSource | null } | null

function toDisplay(range: Range, currency: string, display: string, fx: FxTable): Converted {
  const low = convertWithSource(range.min, currency, display, fx)
  const high = convertWithSource(range.max, currency, display, fx)
  return low && high ? { range: { min: low.value, max: high.value }, rate: low.source } : null
}

const noRate = (currency: string, display: string) =>
  `No exchange rate from ${currency} to ${display} in our rates.`

function unknownPart(
  kind: PartKind,
  name: string,
  reason: string,
  source: SourceLink | null,
  why: NonNullable<CostPart['unknownWhy']> = 'not-reported',
): CostPart {
  return {
    kind,
    name,
    charged: null,
    perYear: null,
    course: null,
    basis: reason,
    source,
    date: null,
    rate: null,
    unknown: reason,
    unknownWhy: why,
    typical: false,
  }
}

function tuitionPart(t: TuitionInput, years: number | null, display: string, fx: FxTable) {
  const name = 'Tuition'
  if (t.min === null) return unknownPart('tuition', name, t.reason, t.source ?? null)
  const converted = toDisplay(t, t.currency, display, fx)
  if (!converted)
    return unknownPart('tuition', name, noRate(t.currency, display), t.source, 'no-rate')
  const total = t.courseTotal ?? null
  const course =
    total !== null
      ? toDisplay({ min: total, max: total }, t.currency, display, fx)!.range
      : years === null
        ? null
        : scale(converted.range, years)
  return {
    kind: 'tuition',
    name,
    charged: { min: t.min, max: t.max, currency: t.currency, per: 'year' },
    perYear: converted.range,
    course,
    basis: t.note ?? `Tuition a year for ${t.year}.`,
    source: t.source,
    date: { value: t.year, is: 'year' },
    rate: converted.rate,
    typical: false,
  } satisfies CostPart
}

function chargePart(
  charge: DestinationCharge,
  years: number | null,
  display: string,
  fx: FxTable,
): CostPart {
  const v = charge.value
  if (v.amount === null) return unknownPart(charge.kind, charge.name, v.reason, v.source)
  const one = { min: v.amount, max: v.amount }
  const converted = toDisplay(one, v.currency, display, fx)
  if (!converted)
    return unknownPart(charge.kind, charge.name, noRate(v.currency, display), v.source, 'no-rate')
  const known = {
    kind: charge.kind,
    name: charge.name,
    charged: { ...one, currency: v.currency, per: v.per },
    source: v.source,
    date: { value: v.date, is: v.dateIs },
    rate: converted.rate,
    typical: v.typical === true,
  }
  if (v.per === 'once') {
    if (years === null)
      return {
        ...known,
        perYear: null,
        course: converted.range,
        basis: `${v.basis} Paid once; its share of a year is not known without the course's length.`,
        unknown:
          "The course's length is not known, so the share of this one-off charge in a year is not.",
      }
    return {
      ...known,
      perYear: scale(converted.range, 1 / years),
      course: converted.range,
      basis: `${v.basis} Paid once, spread over ${years} year${years === 1 ? '' : 's'}.`,
    }
  }
  const perYear =
    v.per === 'month' ? scale(converted.range, LIVING_MONTHS_PER_YEAR) : converted.range
  return {
    ...known,
    perYear,
    course: years === null ? null : scale(perYear, years),
    basis:
      v.per === 'month' ? `${v.basis} A month, ${LIVING_MONTHS_PER_YEAR} months a year.` : v.basis,
  }
}

/** The charges of the destination that apply in the city: one of each of living, visa and health. */
function destinationParts(
  d: DestinationCosts | undefined,
  place: Place,
  years: number | null,
  display: string,
  fx: FxTable,
): CostPart[] {
  const names = { living: 'Living cost', visa: 'Visa fee', health: 'Health charge or insurance' }
  if (!d)
    return (['living', 'visa', 'health'] as const).map((kind) =>
      unknownPart(kind, names[kind], 'Our data holds no visa costs for this country.', null),
    )
  const main = (['living', 'visa', 'health'] as const).map((kind) => {
    const charge = chargeIn(d, kind, place)
    if (charge) return chargePart(charge, years, display, fx)
    const any = d.charges.find((c) => c.kind === kind)
    return unknownPart(
      kind,
      any?.name ?? names[kind],
      'It depends on the city, which is not known for this course.',
      any?.value.source ?? null,
      'no-place',
    )
  })
  const others = chargesIn(d, place)
    .filter((c) => c.kind === 'other')
    .map((c) => chargePart(c, years, display, fx))
  return [...main, ...others]
}

function courseYears(input: CostInput, d: DestinationCosts | undefined): TotalCost['years'] {
  if (input.years) return { value: input.years, basis: "The course's own length.", source: null }
  const usual = d && input.level ? usualDuration(d, input.level, input) : undefined
  return usual ? { value: usual.years, basis: usual.basis, source: usual.source } : null
}

function scholarshipPart(
  s: ScholarshipInput,
  years: number | null,
  display: string,
  fx: FxTable,
): CostPart {
  if (s.amount === null || !s.currency)
    return unknownPart(
      'scholarship',
      s.name,
      `Not taken off: its value is not a number ("${s.value}").`,
      s.source,
    )
  const converted = toDisplay({ min: s.amount, max: s.amount }, s.currency, display, fx)
  if (!converted)
    return unknownPart('scholarship', s.name, noRate(s.currency, display), s.source, 'no-rate')
  const perCourse = s.per === 'course'
  const perYear = perCourse ? (years ? scale(converted.range, 1 / years) : null) : converted.range
  const course = perCourse ? converted.range : years ? scale(converted.range, years) : null
  return {
    kind: 'scholarship',
    name: s.name,
    charged: {
      min: s.amount,
      max: s.amount,
      currency: s.currency,
      per: perCourse ? 'course' : 'year',
    },
    perYear,
    course,
    basis: s.value,
    source: s.source,
    date: null,
    rate: converted.rate,
    typical: false,
    ...(perYear
      ? {}
      : { unknown: "The course's length is not known, so its share of a year is not." }),
  }
}

const less = (total: Range, by: Range | null): Range =>
  by ? { min: Math.max(0, total.min - by.max), max: Math.max(0, total.max - by.min) } : total

/**
 * Each currency a total for `input` converts from, once: the tuition's, the destination's
 * charges', the course's fees' and the scholarship's, where the amount is above nothing (nothing
 * needs no rate). What a page's one rate source (pageRates) must publish.
 */
export function chargedCurrencies(input: CostInput, model: readonly DestinationCosts[]): string[] {
  const t = input.tuition
  const s = input.scholarship
  const charges = [
    ...(getDestination(input.countryCode, model)?.charges ?? []),
    ...(input.courseFees ? [input.courseFees] : []),
  ]
  const amounts: [number | null, string | undefined][] = [
    t.min === null ? [null, undefined] : [t.max, t.currency],
    ...charges.map((c): [number | null, string | undefined] =>
      c.value.amount === null ? [null, undefined] : [c.value.amount, c.value.currency],
    ),
    [s?.amount ?? null, s?.currency],
  ]
  return [
    ...new Set(amounts.flatMap(([amount, currency]) => (amount && currency ? [currency] : []))),
  ]
}

/** A year and the whole course at one place of study, in `display`, part by part. */
export function totalCost(
  input: CostInput,
  display: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
): TotalCost {
  const d = getDestination(input.countryCode, model)
  const years = courseYears(input, d)
  const n = years?.value ?? null
  const costs = [
    tuitionPart(input.tuition, n, display, fx),
    ...destinationParts(d, input, n, display, fx),
    ...(input.courseFees ? [chargePart(input.courseFees, n, display, fx)] : []),
  ]
  const scholarship = input.scholarship
    ? scholarshipPart(input.scholarship, n, display, fx)
    : undefined
  const perYear = costs.reduce((sum, p) => (p.perYear ? add(sum, p.perYear) : sum), ZERO)
  const course =
    n === null ? null : costs.reduce((sum, p) => (p.course ? add(sum, p.course) : sum), ZERO)
  const parts = scholarship ? [...costs, scholarship] : costs
  return {
    currency: display,
    years,
    parts,
    perYear: less(perYear, scholarship?.perYear ?? null),
    course: course && less(course, scholarship?.course ?? null),
    unknownParts: costs.filter((p) => p.unknown).map((p) => p.name),
    tuitionKnown: costs[0]!.unknown === undefined,
    known: costs.some((p) => (p.perYear?.max ?? 0) > 0),
    typicalParts: costs.filter((p) => p.typical && p.perYear).map((p) => p.name),
    rates: distinctSources(parts.map((p) => p.rate)),
  }
}
