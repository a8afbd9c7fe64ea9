// The destination cost edit form's schema (shared by the form and PUT /api/staff/data/costs/<key>)
// and the pure step from a stored record plus the form to the next record. The form holds every
// charge: its kind, name and where it applies, and its figure or why it is not reported; charges
// can be added and removed. Pure: no database.
import { dayOrEmpty, httpsLink, optionalPlain, plain } from '@/lib/scholarships/edit'
import { withSafeText } from '@/lib/validation/safe-text'
import { z } from '@/lib/validation/zod'
import {
  CHARGE_KINDS,
  destinationCostsSchema,
  type ChargeKind,
  type CostValue,
  type DestinationCharge,
  type DestinationCosts,
} from '@/data/schema'

export const COST_PERIODS = ['month', 'year', 'once'] as const
export const COST_PERIOD_LABEL: Record<(typeof COST_PERIODS)[number], string> = {
  month: 'a month',
  year: 'a year',
  once: 'once',
}
export const DATE_IS_LABEL = { effective: 'in effect from', 'in-force': 'in force on' } as const
export const CHARGE_KIND_LABEL: Record<ChargeKind, string> = {
  living: 'Living costs the visa asks for',
  visa: 'Visa fee',
  health: 'Health charge or insurance',
  other: 'Other charge',
}

/** Where a charge applies, as the form asks it; `places` then lists them. */
export const CHARGE_WHERE = [
  'everywhere',
  'cities',
  'exceptCities',
  'regions',
  'exceptRegions',
  'universities',
] as const
export type ChargeWhere = (typeof CHARGE_WHERE)[number]
export const CHARGE_WHERE_LABEL: Record<ChargeWhere, string> = {
  everywhere: 'Everywhere in the country',
  cities: 'Only in these cities',
  exceptCities: 'Everywhere but these cities',
  regions: 'Only in these regions',
  exceptRegions: 'Everywhere but these regions',
  universities: 'Only at these universities',
}

/** The places a form lists, split at commas, blanks dropped. */
const placeList = (text: string) =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)

const UNIVERSITY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** An amount as typed: "" (not reported) or a number with at most two decimals. */
const amountText = z
  .string()
  .trim()
  .refine((t) => t === '' || /^\d{1,9}(\.\d{1,2})?$/.test(t), {
    message: 'Please give the amount as a number, e.g. 1529 or 144.24, or leave it empty',
  })

const chargeFormSchema = z
  .object({
    kind: z.enum(CHARGE_KINDS),
    name: plain(200, 'Please name the charge'),
    where: z.enum(CHARGE_WHERE),
    /** The cities, regions or universities (their page names), separated by commas. */
    places: optionalPlain(1000),
    /** "" when our data has no figure (then `reason` says why). */
    amount: amountText,
    currency: z.string().trim().toUpperCase(),
    per: z.enum(COST_PERIODS),
    /** The day the amount took effect, or a day it was in force. */
    date: dayOrEmpty,
    dateIs: z.enum(['effective', 'in-force']),
    /** What the amount is and covers (shown beside it). */
    basis: optionalPlain(1000),
    /** Why there is no figure, when the amount is empty. */
    reason: optionalPlain(1000),
    /** A market price standing in for a mandatory cost without an official figure. */
    typical: z.boolean(),
    sourceTitle: plain(200, 'Please name the source'),
    sourceUrl: httpsLink,
  })
  .superRefine((c, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message, input: c })
    const places = placeList(c.places)
    if (c.where !== 'everywhere' && !places.length)
      need('places', 'Please list the places, separated by commas')
    if (c.where === 'universities' && !places.every((p) => UNIVERSITY_SLUG.test(p)))
      need('places', 'Please give each university as in its page address, e.g. yale-university')
    if (c.amount === '') {
      if (!c.reason) need('reason', 'Please say why the amount is not reported')
      return
    }
    if (!/^[A-Z]{3}$/.test(c.currency)) need('currency', 'Please give a currency code, e.g. GBP')
    if (!c.date) need('date', 'Please give the date of the amount')
    if (!c.basis) need('basis', 'Please say what the amount is and covers')
  })
export type ChargeForm = z.input<typeof chargeFormSchema>

/** The places a charge's form gives, as a record holds them. */
function placesOf(c: Pick<ChargeForm, 'where' | 'places'>): Partial<DestinationCharge> {
  const places = placeList(c.places ?? '')
  return c.where === 'everywhere' || !places.length ? {} : { [c.where]: places }
}

/**
 * Who a charge is to the revision history: kind, name and places. The form refuses two charges
 * alike in all three, so this names one charge of a record.
 */
export function chargeIdentity(c: Pick<DestinationCharge, 'kind' | 'name'> & Places): string {
  return `${c.kind}: ${c.name} (${chargePlaces(c)})`
}
type Places = Pick<
  DestinationCharge,
  'cities' | 'regions' | 'exceptCities' | 'exceptRegions' | 'universities'
>

/** A destination's charges as the editor leaves them, in the record's order. */
export const costFormSchema = withSafeText(
  z
    .object({
      charges: z
        .array(chargeFormSchema)
        .min(3, 'Please keep at least three charges: living costs, the visa and health')
        .max(60, 'Please keep at most 60 charges'),
      /** The URL of a source the editor compared the figures with, or "" (not checked now). */
      checkAgainst: z.string().trim(),
    })
    .refine((f) => !f.checkAgainst || f.charges.some((c) => c.sourceUrl === f.checkAgainst), {
      message: 'Choose one of the figures’ sources',
      path: ['checkAgainst'],
    })
    .superRefine((f, ctx) => {
      const seen = new Set<string>()
      f.charges.forEach((c, i) => {
        const id = chargeFormIdentity(c)
        if (seen.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['charges', i, 'name'],
            message: 'Another charge has this kind, name and places: change one or remove it',
            input: c,
          })
        seen.add(id)
      })
    }),
)
export type CostForm = z.input<typeof costFormSchema>

/** Where a stored charge applies, as the form asks it. */
function whereOf(c: Places): Pick<ChargeForm, 'where' | 'places'> {
  const where = CHARGE_WHERE.find((w) => w !== 'everywhere' && c[w]) ?? 'everywhere'
  return { where, places: where === 'everywhere' ? '' : (c[where] ?? []).join(', ') }
}

/** A new charge's starting values: everywhere, not reported until the editor gives a figure. */
export const NEW_CHARGE: ChargeForm = {
  kind: 'other',
  name: '',
  where: 'everywhere',
  places: '',
  amount: '',
  currency: '',
  per: 'year',
  date: '',
  dateIs: 'effective',
  basis: '',
  reason: '',
  typical: false,
  sourceTitle: '',
  sourceUrl: '',
}

function chargeFormValues(c: DestinationCharge): ChargeForm {
  const v = c.value
  const source = {
    kind: c.kind,
    name: c.name,
    ...whereOf(c),
    sourceTitle: v.source.title,
    sourceUrl: v.source.url,
  }
  if (v.amount === null)
    return {
      amount: '',
      currency: '',
      per: 'year',
      date: '',
      dateIs: 'effective',
      basis: '',
      reason: v.reason,
      typical: false,
      ...source,
    }
  return {
    amount: String(v.amount),
    currency: v.currency,
    per: v.per,
    date: v.date,
    dateIs: v.dateIs,
    basis: v.basis,
    reason: '',
    typical: v.typical === true,
    ...source,
  }
}

/** The form's starting values for a stored record. */
export const costFormValues = (record: DestinationCosts): CostForm => ({
  charges: record.charges.map(chargeFormValues),
  checkAgainst: '',
})

function valueOf(c: z.output<typeof chargeFormSchema>): CostValue {
  const source = { title: c.sourceTitle, url: c.sourceUrl }
  if (c.amount === '') return { amount: null, reason: c.reason, source }
  return {
    amount: Number(c.amount),
    currency: c.currency,
    per: c.per,
    date: c.date,
    dateIs: c.dateIs,
    basis: c.basis,
    source,
    ...(c.typical ? { typical: true as const } : {}),
  }
}

/**
 * The record after the editor's form, checked against the record's schema: its charges are the
 * form's, in the form's order. When the editor marked the figures checked, it records the day
 * (`today`, YYYY-MM-DD, in UTC) and the page compared.
 */
export function applyCostForm(
  stored: DestinationCosts,
  input: CostForm,
  today: string,
): z.ZodSafeParseResult<DestinationCosts> {
  const form = costFormSchema.parse(input)
  const charges = form.charges.map((c) => ({
    kind: c.kind,
    name: c.name,
    ...placesOf(c),
    value: valueOf(c),
  }))
  const against = charges.find((c) => c.value.source.url === form.checkAgainst)?.value.source
  return destinationCostsSchema.safeParse({
    ...stored,
    charges,
    ...(against ? { checked: { on: today, against } } : {}),
  })
}

/** Where a charge applies, as the form labels it: "London", "outside London", "everywhere". */
export function chargePlaces(c: Places): string {
  if (c.universities) return c.universities.join(', ')
  const only = [...(c.cities ?? []), ...(c.regions ?? [])]
  if (only.length) return only.join(', ')
  const except = [...(c.exceptCities ?? []), ...(c.exceptRegions ?? [])]
  if (except.length) return `outside ${except.join(', ')}`
  return 'everywhere'
}

/** A charge in the form as the form names it: "Visa fee, everywhere"; "" while it has no name. */
export function chargeFormLabel(c: Pick<ChargeForm, 'name' | 'where' | 'places'>): string {
  const name = c.name?.trim()
  return name ? `${name}, ${chargePlaces(placesOf(c))}` : ''
}

/** A charge in the form as `chargeIdentity` names it, to pair it with a saved charge. */
export const chargeFormIdentity = (c: Pick<ChargeForm, 'kind' | 'name' | 'where' | 'places'>) =>
  chargeIdentity({ kind: c.kind, name: c.name.trim(), ...placesOf(c) })

/** A charge's figure in one line, for the two versions side by side. */
export function chargeSummary(value: CostValue | ChargeForm): string {
  if (value.amount === null || value.amount === '') return 'Not reported'
  const per = COST_PERIOD_LABEL[value.per as (typeof COST_PERIODS)[number]] ?? value.per
  return `${value.currency} ${value.amount} ${per}, ${value.date}`
}
