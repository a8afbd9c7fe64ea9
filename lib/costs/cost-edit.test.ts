import {
  applyCostForm,
  chargePlaces,
  CHARGES_CHANGED,
  costFormSchema,
  costFormValues,
} from '@/lib/costs/cost-edit'
import { destinationCosts } from '@/data/destination-costs'

const uk = destinationCosts.find((d) => d.countryCode === 'GB')!
const london = uk.charges.findIndex((c) => c.kind === 'living' && c.cities?.includes('London'))
const TODAY = '2026-12-02'

const edited = (change: Record<string, unknown>, checkAgainst = '') => {
  const values = costFormValues(uk)
  return {
    ...values,
    checkAgainst,
    charges: values.charges.map((c, i) => (i === london ? { ...c, ...change } : c)),
  }
}

describe('the destination cost form', () => {
  it('gives back the stored record when nothing is changed', () => {
    expect(applyCostForm(uk, costFormValues(uk), TODAY)).toEqual({ success: true, data: uk })
  })

  it("sets a city's living cost, keeping the charge's kind, name and places", () => {
    const result = applyCostForm(uk, edited({ amount: '1600.50', date: '2026-12-01' }), TODAY)
    if (!result.success) throw result.error
    const charge = result.data.charges[london]!
    expect(charge).toMatchObject({
      kind: 'living',
      cities: ['London'],
      name: uk.charges[london]!.name,
    })
    expect(charge.value).toMatchObject({ amount: 1600.5, currency: 'GBP', date: '2026-12-01' })
    expect(result.data.charges.filter((_, i) => i !== london)).toEqual(
      uk.charges.filter((_, i) => i !== london),
    )
    expect(result.data.checked).toBeUndefined()
  })

  it('records a check with the day and the page compared', () => {
    const url = uk.charges[london]!.value.source.url
    const result = applyCostForm(uk, edited({}, url), TODAY)
    if (!result.success) throw result.error
    expect(result.data.checked).toEqual({
      on: TODAY,
      against: uk.charges[london]!.value.source,
    })
    expect(costFormSchema.safeParse(edited({}, 'https://example.org/other')).success).toBe(false)
  })

  it('keeps a missing figure as not reported with its reason, never 0', () => {
    const result = applyCostForm(uk, edited({ amount: '', reason: 'Not published now.' }), TODAY)
    if (!result.success) throw result.error
    expect(result.data.charges[london]!.value).toEqual({
      amount: null,
      reason: 'Not published now.',
      source: uk.charges[london]!.value.source,
    })
    expect(costFormValues(result.data).charges[london]!.amount).toBe('')
  })

  it('refuses an amount that is not a number, a figure without currency, date or basis, and a blank reason', () => {
    const issues = (change: Record<string, unknown>) =>
      costFormSchema
        .safeParse(edited(change))
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    const at = `charges.${london}`
    expect(issues({ amount: '1,529' })).toEqual([
      `${at}.amount: Please give the amount as a number, e.g. 1529 or 144.24, or leave it empty`,
    ])
    expect(issues({ amount: '-5' })).toHaveLength(1)
    expect(issues({ currency: 'pounds' })).toEqual([
      `${at}.currency: Please give a currency code, e.g. GBP`,
    ])
    expect(issues({ date: '' })).toEqual([`${at}.date: Please give the date of the amount`])
    expect(issues({ basis: ' ' })).toEqual([
      `${at}.basis: Please say what the amount is and covers`,
    ])
    expect(issues({ amount: '', reason: '' })).toEqual([
      `${at}.reason: Please say why the amount is not reported`,
    ])
    expect(issues({ sourceUrl: 'http://example.org' })).toHaveLength(1)
  })

  it('refuses a form whose charges are not the record’s', () => {
    const values = costFormValues(uk)
    const result = applyCostForm(uk, { ...values, charges: values.charges.slice(1) }, TODAY)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(CHARGES_CHANGED)
  })

  it('names where a charge applies', () => {
    expect(chargePlaces(uk.charges[london]!)).toBe('London')
    expect(chargePlaces(uk.charges.find((c) => c.exceptCities)!)).toBe('outside London')
    expect(chargePlaces(uk.charges.find((c) => c.kind === 'visa')!)).toBe('everywhere')
  })
})
