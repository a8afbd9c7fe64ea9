import {
  applyCostForm,
  chargeIdentity,
  chargePlaces,
  costFormSchema,
  costFormValues,
  NEW_CHARGE,
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

  it('gives back every stored record unchanged, whatever its places', () => {
    for (const record of destinationCosts)
      expect(applyCostForm(record, costFormValues(record), TODAY)).toEqual({
        success: true,
        data: record,
      })
  })

  const biometrics = {
    ...NEW_CHARGE,
    kind: 'visa' as const,
    name: 'Biometric enrolment',
    where: 'exceptCities' as const,
    places: 'London, Manchester ',
    amount: '19.20',
    currency: 'gbp',
    per: 'once' as const,
    date: '2026-04-01',
    basis: 'Paid once when giving fingerprints.',
    sourceTitle: 'GOV.UK: biometrics',
    sourceUrl: 'https://www.gov.uk/biometric-residence-permits',
  }

  it('adds a charge with its kind, name, places and figure, and removes one', () => {
    const values = costFormValues(uk)
    const added = applyCostForm(uk, { ...values, charges: [...values.charges, biometrics] }, TODAY)
    if (!added.success) throw added.error
    expect(added.data.charges).toHaveLength(uk.charges.length + 1)
    expect(added.data.charges.at(-1)).toEqual({
      kind: 'visa',
      name: 'Biometric enrolment',
      exceptCities: ['London', 'Manchester'],
      value: {
        amount: 19.2,
        currency: 'GBP',
        per: 'once',
        date: '2026-04-01',
        dateIs: 'effective',
        basis: 'Paid once when giving fingerprints.',
        source: {
          title: 'GOV.UK: biometrics',
          url: 'https://www.gov.uk/biometric-residence-permits',
        },
      },
    })
    const removed = applyCostForm(
      uk,
      { ...values, charges: values.charges.filter((_, i) => i !== london) },
      TODAY,
    )
    if (!removed.success) throw removed.error
    expect(removed.data.charges).toEqual(uk.charges.filter((_, i) => i !== london))
  })

  it("changes a charge's kind, name and places", () => {
    const result = applyCostForm(
      uk,
      edited({ kind: 'other', name: 'Rent in London', where: 'cities', places: 'London, Oxford' }),
      TODAY,
    )
    if (!result.success) throw result.error
    expect(result.data.charges[london]).toMatchObject({
      kind: 'other',
      name: 'Rent in London',
      cities: ['London', 'Oxford'],
    })
    const everywhere = applyCostForm(uk, edited({ where: 'everywhere', places: 'London' }), TODAY)
    if (!everywhere.success) throw everywhere.error
    expect(everywhere.data.charges[london]).not.toHaveProperty('cities')
  })

  it('refuses a new charge without name, places or figure, two alike, and fewer than three', () => {
    const values = costFormValues(uk)
    const issues = (charges: unknown[]) =>
      costFormSchema
        .safeParse({ ...values, charges })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    const n = values.charges.length
    expect(issues([...values.charges, NEW_CHARGE])).toEqual([
      `charges.${n}.name: Please name the charge`,
      `charges.${n}.sourceTitle: Please name the source`,
      `charges.${n}.sourceUrl: Please give a full https:// address`,
      `charges.${n}.reason: Please say why the amount is not reported`,
    ])
    expect(issues([...values.charges, { ...biometrics, where: 'cities', places: ' , ' }])).toEqual([
      `charges.${n}.places: Please list the places, separated by commas`,
    ])
    expect(
      issues([...values.charges, { ...biometrics, where: 'universities', places: 'Yale' }]),
    ).toEqual([
      `charges.${n}.places: Please give each university as in its page address, e.g. yale-university`,
    ])
    expect(issues([...values.charges, values.charges[london]])).toEqual([
      `charges.${n}.name: Another charge has this kind, name and places: change one or remove it`,
    ])
    expect(issues(values.charges.slice(0, 2))).toEqual([
      'charges: Please keep at least three charges: living costs, the visa and health',
    ])
  })

  it('names a charge by its kind, name and places', () => {
    expect(chargeIdentity(uk.charges[london]!)).toBe(`living: ${uk.charges[london]!.name} (London)`)
  })

  it('names where a charge applies', () => {
    expect(chargePlaces(uk.charges[london]!)).toBe('London')
    expect(chargePlaces(uk.charges.find((c) => c.exceptCities)!)).toBe('outside London')
    expect(chargePlaces(uk.charges.find((c) => c.kind === 'visa')!)).toBe('everywhere')
  })
})
