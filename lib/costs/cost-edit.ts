// The destination cost edit form's schema (shared by the form and PUT /api/staff/data/costs/<key>)
// and the pure step from a stored record plus the form to the next record. Each charge the record
// holds keeps its kind, name and places; the form sets its figure, or says it is not reported and
// why. Pure: no database.
import { dayOrEmpty, httpsLink, optionalPlain, plain } from '@/lib/scholarships/edit'
import { withSafeText } from '@/lib/validation/safe-text'
import { z } from '@/lib/validation/zod'
import {
  destinationCostsSchema,
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

/** An amount as typed: "" (not reported) or a number with at most two decimals. */
const amountText = z
  .string()
  .trim()
  .refine((t) => t === '' || /^\d{1,9}(\.\d{1,2})?$/.test(t), {
    message: 'Please give the amount as a number, e.g. 1529 or 144.24, or leave it empty',
  })

const chargeFormSchema = z
  .object({
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
    if (c.amount === '') {
      if (!c.reason) need('reason', 'Please say why the amount is not reported')
      return
    }
    if (!/^[A-Z]{3}$/.test(c.currency)) need('currency', 'Please give a currency code, e.g. GBP')
    if (!c.date) need('date', 'Please give the date of the amount')
    if (!c.basis) need('basis', 'Please say what the amount is and covers')
  })
export type ChargeForm = z.input<typeof chargeFormSchema>

/** A destination's charges as the editor leaves them, in the record's order. */
export const costFormSchema = withSafeText(
  z
    .object({
      charges: z.array(chargeFormSchema).min(1).max(60),
      /** The URL of a source the editor compared the figures with, or "" (not checked now). */
      checkAgainst: z.string().trim(),
    })
    .refine((f) => !f.checkAgainst || f.charges.some((c) => c.sourceUrl === f.checkAgainst), {
      message: 'Choose one of the figures’ sources',
      path: ['checkAgainst'],
    }),
)
export type CostForm = z.input<typeof costFormSchema>

export const CHARGES_CHANGED = 'The figures were changed elsewhere: reload the page and edit again'

function chargeFormValues(c: DestinationCharge): ChargeForm {
  const v = c.value
  const source = { sourceTitle: v.source.title, sourceUrl: v.source.url }
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
 * The record after the editor's form, checked against the record's schema: each charge takes the
 * form's figure (kind, name and places kept). When the editor marked the figures checked, it
 * records the day (`today`, YYYY-MM-DD, in UTC) and the page compared.
 */
export function applyCostForm(
  stored: DestinationCosts,
  input: CostForm,
  today: string,
): z.ZodSafeParseResult<DestinationCosts> {
  const form = costFormSchema.parse(input)
  // The form lists the charges the record held when it was opened; another count is another record.
  if (form.charges.length !== stored.charges.length)
    return {
      success: false,
      error: new z.ZodError([
        { code: 'custom', path: ['charges'], message: CHARGES_CHANGED, input: undefined },
      ]) as z.ZodError<DestinationCosts>,
    } as const
  const charges = stored.charges.map((c, i) => ({ ...c, value: valueOf(form.charges[i]!) }))
  const against = charges.find((c) => c.value.source.url === form.checkAgainst)?.value.source
  return destinationCostsSchema.safeParse({
    ...stored,
    charges,
    ...(against ? { checked: { on: today, against } } : {}),
  })
}

/** Where a charge applies, as the form labels it: "London", "outside London", "everywhere". */
export function chargePlaces(c: DestinationCharge): string {
  if (c.universities) return c.universities.join(', ')
  const only = [...(c.cities ?? []), ...(c.regions ?? [])]
  if (only.length) return only.join(', ')
  const except = [...(c.exceptCities ?? []), ...(c.exceptRegions ?? [])]
  if (except.length) return `outside ${except.join(', ')}`
  return 'everywhere'
}

/** A charge's figure in one line, for the two versions side by side. */
export function chargeSummary(value: CostValue | ChargeForm): string {
  if (value.amount === null || value.amount === '') return 'Not reported'
  const per = COST_PERIOD_LABEL[value.per as (typeof COST_PERIODS)[number]] ?? value.per
  return `${value.currency} ${value.amount} ${per}, ${value.date}`
}
