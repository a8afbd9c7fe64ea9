import { readFileSync } from 'node:fs'

import { recordEditorSuite, revalidateTag } from '@/test/record-editor'

// Work Next runs after the answer is sent: kept here, run by the test.
const afterAnswer: (() => Promise<void>)[] = []
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (work: () => Promise<void>) => afterAnswer.push(work),
}))

const KEY = 'us'
const CITY = 'Pittsburgh'

const load = async () => {
  const [costs, seed, edit, openData] = await Promise.all([
    import('@/lib/db/destination-costs'),
    import('@/lib/costs/seed'),
    import('@/lib/costs/cost-edit'),
    import('@/lib/db/open-data'),
  ])
  return { costs, seed, edit, openData }
}

describe('editing destination costs (PGlite)', () => {
  const { app, put, revert } = recordEditorSuite({
    segment: 'costs',
    load,
    seed: (m) => m.costs.seedDestinationCosts(),
  })

  const current = async () => (await app.costs.readStoredCosts(KEY))!
  const seedRecord = () =>
    app.costs.readCostsSeed().destinations.find((d) => d.countryCode === 'US')!
  const living = (record: { charges: { kind: string; cities?: string[] }[] }) =>
    record.charges.findIndex((c) => c.kind === 'living' && c.cities?.includes(CITY))

  it('holds the seed file after seeding, and exports it back byte for byte', async () => {
    expect((await current()).record).toEqual(seedRecord())
    const committed = readFileSync(app.costs.COSTS_SEED_FILE, 'utf8')
    const text = app.seed.exportCostsSeedText(
      app.costs.readCostsSeed(),
      await app.costs.readCostRecords(),
    )
    expect(text).toBe(committed)
  })

  it('saves a city’s living cost and a check as one revision, drops the cached copies, and stores the totals again after the answer', async () => {
    const before = await current()
    const values = app.edit.costFormValues(before.record)
    const i = living(before.record)
    const charges = values.charges.map((c, n) => (n === i ? { ...c, amount: '20777' } : c))
    const against = values.charges[i]!.sourceUrl
    revalidateTag.mockClear()
    const response = await put(KEY, {
      baseVersion: before.version,
      form: { charges, checkAgainst: against },
    })
    expect(response.status).toBe(200)
    const after = await current()
    expect(after.version).toBe(before.version + 1)
    expect(after.record.charges[i]!.value).toMatchObject({ amount: 20777, currency: 'USD' })
    expect(after.record.checked).toMatchObject({ against: { url: against } })
    expect(after.updatedBy).toMatch(/@example\.org$/)
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([
      'destination-costs:us',
      'destination-costs',
    ])
    const [revision] = await app.costs.listCostRevisions(KEY)
    expect(revision!.version).toBe(after.version)
    // The one charge's figure, named by the charge, not the whole list of charges.
    const charge = before.record.charges[i]!
    expect(revision!.changes).toEqual(
      expect.arrayContaining([
        {
          path: ['charges', { id: app.edit.chargeIdentity(charge), at: i }, 'value', 'amount'],
          old: charge.value.amount,
          new: 20777,
        },
      ]),
    )
    expect(revision!.changes.map((c) => c.path[0])).toEqual(
      expect.arrayContaining(['charges', 'checked']),
    )
    // The stored totals are worked out again once the answer is sent (none here: no open data),
    // and the list pages dropped once more.
    expect(afterAnswer).toHaveLength(1)
    revalidateTag.mockClear()
    await afterAnswer.pop()!()
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['destination-costs'])
  })

  it('answers 409 with both versions to a save opened on an older version, and keeps nothing of it', async () => {
    const now = await current()
    const values = app.edit.costFormValues(now.record)
    const charges = values.charges.map((c, n) =>
      n === living(now.record) ? { ...c, amount: '1' } : c,
    )
    const response = await put(KEY, { baseVersion: now.version - 1, form: { ...values, charges } })
    expect(response.status).toBe(409)
    const body = await response.json()
    expect(body.currentVersion).toBe(now.version)
    expect(body.yours.charges[living(now.record)].value.amount).toBe(1)
    expect(body.theirs).toEqual(JSON.parse(JSON.stringify(now.record)))
    expect(await current()).toEqual(now)
  })

  it('reverts the revision: the seed record is back, as a new revision', async () => {
    const now = await current()
    const [latest] = await app.costs.listCostRevisions(KEY)
    const response = await revert(KEY, { revision: latest!.version, baseVersion: now.version })
    expect(response.status).toBe(200)
    const after = await current()
    expect(after.record).toEqual(seedRecord())
    expect(after.version).toBe(now.version + 1)
    expect((await app.costs.listCostRevisions(KEY)).map((r) => r.version)).toEqual([
      now.version + 1,
      now.version,
    ])
  })

  it('refuses a malformed amount, a figure without its date, markup, unknown records and admissions staff', async () => {
    const now = await current()
    const values = app.edit.costFormValues(now.record)
    const i = living(now.record)
    const withCharge = (change: Record<string, unknown>) => ({
      baseVersion: now.version,
      form: {
        ...values,
        charges: values.charges.map((c, n) => (n === i ? { ...c, ...change } : c)),
      },
    })
    const words = await put(KEY, withCharge({ amount: 'twenty thousand' }))
    expect(words.status).toBe(422)
    expect((await words.json()).error.fields[`form.charges.${i}.amount`]).toMatch(
      /Please give the amount as a number/,
    )
    const undated = await put(KEY, withCharge({ date: '' }))
    expect(undated.status).toBe(422)
    expect((await undated.json()).error.fields[`form.charges.${i}.date`]).toBe(
      'Please give the date of the amount',
    )
    const script = await put(KEY, withCharge({ basis: '<script>x</script>' }))
    expect(script.status).toBe(422)
    // Not reported: the amount is left out and the reason given.
    const unknown = await put(KEY, withCharge({ amount: '', reason: '' }))
    expect(unknown.status).toBe(422)
    // A new charge without its name and places, or one like a charge the record has.
    const n = values.charges.length
    const unnamed = await put(KEY, {
      baseVersion: now.version,
      form: {
        ...values,
        charges: [
          ...values.charges,
          { ...values.charges[i]!, name: ' ', where: 'cities', places: '' },
        ],
      },
    })
    expect(unnamed.status).toBe(422)
    expect((await unnamed.json()).error.fields).toMatchObject({
      [`form.charges.${n}.name`]: 'Please name the charge',
      [`form.charges.${n}.places`]: 'Please list the places, separated by commas',
    })
    const twice = await put(KEY, {
      baseVersion: now.version,
      form: { ...values, charges: [...values.charges, values.charges[i]!] },
    })
    expect(twice.status).toBe(422)
    const fewer = await put(KEY, {
      baseVersion: now.version,
      form: { ...values, charges: values.charges.slice(0, 2) },
    })
    expect(fewer.status).toBe(422)
    expect((await put('xx', { baseVersion: 1, form: values })).status).toBe(404)
    expect((await put('US', { baseVersion: 1, form: values })).status).toBe(404)
    expect((await put('../etc', { baseVersion: 1, form: values })).status).toBe(404)
    expect((await put(KEY, { baseVersion: now.version, form: values }, 'admissions')).status).toBe(
      403,
    )
    expect(await current()).toEqual(now)
  })

  it('adds and removes charges, one revision change each, and a revert restores the record exactly', async () => {
    const before = await current()
    const values = app.edit.costFormValues(before.record)
    const i = living(before.record)
    const added = {
      ...app.edit.NEW_CHARGE,
      kind: 'other' as const,
      name: 'Campus transit pass',
      where: 'cities' as const,
      places: CITY,
      amount: '250',
      currency: 'USD',
      per: 'year' as const,
      date: '2026-08-01',
      basis: 'The transit pass each student pays for.',
      sourceTitle: 'Port Authority: student passes',
      sourceUrl: 'https://www.rideprt.org/',
    }
    const charges = [...values.charges.filter((_, n) => n !== i), added]
    afterAnswer.length = 0
    const response = await put(KEY, {
      baseVersion: before.version,
      form: { ...values, charges },
    })
    expect(response.status).toBe(200)
    const after = await current()
    expect(after.record.charges).toHaveLength(before.record.charges.length)
    expect(after.record.charges.some((c) => c.name === 'Campus transit pass')).toBe(true)
    expect(after.record.charges.some((c) => c.kind === 'living' && c.cities?.includes(CITY))).toBe(
      false,
    )
    // The totals are stored again as for any other save.
    expect(afterAnswer).toHaveLength(1)
    afterAnswer.length = 0
    const [revision] = await app.costs.listCostRevisions(KEY)
    expect(revision!.changes).toEqual([
      {
        path: ['charges', { id: app.edit.chargeIdentity(before.record.charges[i]!), at: i }],
        old: JSON.parse(JSON.stringify(before.record.charges[i])),
      },
      {
        path: [
          'charges',
          { id: `other: Campus transit pass (${CITY})`, at: before.record.charges.length - 1 },
        ],
        new: expect.objectContaining({ kind: 'other', cities: [CITY] }),
      },
    ])

    const reverted = await revert(KEY, { revision: after.version, baseVersion: after.version })
    expect(reverted.status).toBe(200)
    expect((await current()).record).toEqual(before.record)
    // Back to the seed's record, so the export gives back the committed file byte for byte.
    expect(before.record).toEqual(seedRecord())
    expect(
      app.seed.exportCostsSeedText(app.costs.readCostsSeed(), await app.costs.readCostRecords()),
    ).toBe(readFileSync(app.costs.COSTS_SEED_FILE, 'utf8'))
    // A save on the version before the revert is stale.
    const stale = await put(KEY, { baseVersion: after.version, form: { ...values, charges } })
    expect(stale.status).toBe(409)
  })

  it('saves a figure as not reported, with the reason and the page to check', async () => {
    const now = await current()
    const values = app.edit.costFormValues(now.record)
    const i = living(now.record)
    const charges = values.charges.map((c, n) =>
      n === i ? { ...c, amount: '', reason: 'The university no longer publishes it.' } : c,
    )
    const response = await put(KEY, { baseVersion: now.version, form: { ...values, charges } })
    expect(response.status).toBe(200)
    expect((await current()).record.charges[i]!.value).toEqual({
      amount: null,
      reason: 'The university no longer publishes it.',
      source: now.record.charges[i]!.value.source,
    })
  })

  it('a changed seed never overwrites a staff edit, and updates records nobody edited', async () => {
    const seed = app.costs.readCostsSeed()
    const changed = {
      ...seed,
      destinations: seed.destinations.map((d) => ({ ...d, visa: `${d.visa} (seed changed)` })),
    }
    const result = await app.costs.seedDestinationCosts(changed)
    expect(result).toEqual({ inserted: 0, updated: seed.destinations.length - 1 })
    expect((await current()).record.visa).not.toContain('seed changed')
    expect((await app.costs.readStoredCosts('gb'))!.record.visa).toContain('seed changed')
  })
})
