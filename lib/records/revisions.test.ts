import {
  checkEditVersion,
  describeChange,
  diffRecord,
  revertRevision,
  STALE_EDIT_MESSAGE,
  staleEditResponse,
  type Json,
} from '@/lib/records/revisions'

const chevening = {
  name: 'Chevening Scholarships',
  cycle: { opens: '2026-08-05', closes: '2026-11-05' },
  checked: { on: '2026-01-10', against: 'https://www.chevening.org/' },
  levels: ['masters'],
}

describe('diffRecord', () => {
  it('lists each changed field by its path with the old and new value, nothing for equal records', () => {
    const edited = {
      ...chevening,
      cycle: { ...chevening.cycle, closes: '2026-10-07' },
      checked: { on: '2026-09-01', against: 'https://www.chevening.org/apply/' },
    }
    expect(diffRecord(chevening, edited)).toEqual([
      {
        path: ['checked', 'against'],
        old: 'https://www.chevening.org/',
        new: 'https://www.chevening.org/apply/',
      },
      { path: ['checked', 'on'], old: '2026-01-10', new: '2026-09-01' },
      { path: ['cycle', 'closes'], old: '2026-11-05', new: '2026-10-07' },
    ])
    expect(diffRecord(chevening, structuredClone(chevening))).toEqual([])
  })

  it('records an added or removed field without an old or new value, and a list as one value', () => {
    const withoutLevels: Record<string, Json> = { ...chevening }
    delete withoutLevels.levels
    expect(
      diffRecord(withoutLevels, { ...withoutLevels, note: 'Rounds differ by country' }),
    ).toEqual([{ path: ['note'], new: 'Rounds differ by country' }])
    expect(diffRecord(chevening, { ...chevening, levels: ['masters', 'phd'] })).toEqual([
      { path: ['levels'], old: ['masters'], new: ['masters', 'phd'] },
    ])
    expect(diffRecord(chevening, withoutLevels)).toEqual([{ path: ['levels'], old: ['masters'] }])
  })
})

describe('revertRevision', () => {
  const edited = { ...chevening, cycle: { ...chevening.cycle, closes: '2026-10-07' }, note: 'new' }
  const revision = { version: 2, changes: diffRecord(chevening, edited) }

  it('puts every field the revision changed back, removing a field it added', () => {
    const result = revertRevision(edited, revision)
    expect(result).toMatchObject({ ok: true, record: chevening })
    if (result.ok)
      expect(result.changes).toEqual([
        { path: ['cycle', 'closes'], old: '2026-10-07', new: '2026-11-05' },
        { path: ['note'], old: 'new' },
      ])
  })

  it('keeps fields the revision did not touch as they are now', () => {
    const later = { ...edited, name: 'Chevening' }
    const result = revertRevision(later, revision)
    expect(result).toMatchObject({ ok: true, record: { ...chevening, name: 'Chevening' } })
  })

  it('refuses, naming the field, when it changed again since', () => {
    const changedSince: Json = { ...edited, cycle: { ...edited.cycle, closes: '2026-10-14' } }
    expect(revertRevision(changedSince, revision)).toEqual({
      ok: false,
      conflicts: [{ path: ['cycle', 'closes'], expected: '2026-10-07', current: '2026-10-14' }],
    })
  })
})

describe('a list whose items have an identity', () => {
  type Fee = { kind: string; name: string; amount: number | null; note?: string }
  const fees: Fee[] = [
    { kind: 'visa', name: 'Visa fee', amount: 490 },
    { kind: 'health', name: 'Health surcharge', amount: 776 },
    { kind: 'living', name: 'Living cost', amount: 1529 },
  ]
  const record = { country: 'GB', fees }
  const lists = { fees: (item: Json) => `${(item as Fee).kind}: ${(item as Fee).name}` }
  const withFees = (next: Fee[]) => ({ ...record, fees: next })
  const step = (id: string, at: number) => ({ id, at })
  const roundTrip = (before: Json, after: Json) => {
    const changes = diffRecord(before, after, lists)
    const result = revertRevision(after, { version: 2, changes }, lists)
    return { changes, result }
  }

  it('records a changed item as that item’s fields, named by its identity', () => {
    const edited = withFees(fees.map((f, i) => (i === 1 ? { ...f, amount: 1035, note: 'new' } : f)))
    expect(diffRecord(record, edited, lists)).toEqual([
      { path: ['fees', step('health: Health surcharge', 1), 'amount'], old: 776, new: 1035 },
      { path: ['fees', step('health: Health surcharge', 1), 'note'], new: 'new' },
    ])
  })

  it('records an added and a removed item on their own, with their place', () => {
    const added = { kind: 'other', name: 'Biometrics', amount: null }
    const edited = withFees([fees[0]!, added, fees[2]!])
    expect(diffRecord(record, edited, lists)).toEqual([
      { path: ['fees', step('health: Health surcharge', 1)], old: fees[1] },
      { path: ['fees', step('other: Biometrics', 1)], new: added },
    ])
  })

  it('reverts an added, a removed and a changed item to exactly the record before', () => {
    const renamed = { ...fees[0]!, name: 'Student visa fee' }
    const cases: Fee[][] = [
      [...fees, { kind: 'other', name: 'Biometrics', amount: 19 }],
      [{ kind: 'other', name: 'Biometrics', amount: 19 }, ...fees],
      [fees[1]!],
      [fees[0]!, fees[2]!],
      [renamed, fees[1]!, { ...fees[2]!, amount: 1600 }],
      [fees[2]!, { kind: 'other', name: 'A', amount: 1 }, { kind: 'other', name: 'B', amount: 2 }],
    ]
    for (const next of cases) {
      const { result } = roundTrip(record, withFees(next))
      expect(result).toMatchObject({ ok: true, record })
    }
  })

  it('keeps other items as they are now when reverting one item’s change', () => {
    const edited = withFees(fees.map((f, i) => (i === 2 ? { ...f, amount: 1600 } : f)))
    const changes = diffRecord(record, edited, lists)
    const later = withFees([{ ...fees[0]!, amount: 524 }, ...edited.fees.slice(1)])
    const result = revertRevision(later, { version: 2, changes }, lists)
    expect(result).toMatchObject({
      ok: true,
      record: withFees([{ ...fees[0]!, amount: 524 }, fees[1]!, fees[2]!]),
    })
  })

  it('refuses to revert when the item was changed or removed since, or a removed one is back', () => {
    const edited = withFees(fees.map((f, i) => (i === 2 ? { ...f, note: 'x' } : f)))
    const changes = diffRecord(record, edited, lists)
    const gone = withFees(fees.slice(0, 2))
    expect(revertRevision(gone, { version: 2, changes }, lists)).toMatchObject({ ok: false })
    const changed = withFees([...fees.slice(0, 2), { ...fees[2]!, note: 'y' }])
    expect(revertRevision(changed, { version: 2, changes }, lists)).toMatchObject({ ok: false })
    const removal = diffRecord(record, withFees(fees.slice(1)), lists)
    expect(revertRevision(record, { version: 2, changes: removal }, lists)).toMatchObject({
      ok: false,
    })
  })

  it('compares the list whole when two items share an identity or kept items were reordered', () => {
    const twin = withFees([...fees, { ...fees[0]!, amount: 1 }])
    expect(diffRecord(record, twin, lists)).toEqual([{ path: ['fees'], old: fees, new: twin.fees }])
    const reordered = withFees([fees[1]!, fees[0]!, fees[2]!])
    expect(diffRecord(record, reordered, lists)).toEqual([
      { path: ['fees'], old: fees, new: reordered.fees },
    ])
    expect(roundTrip(record, reordered).result).toMatchObject({ ok: true, record })
  })

  it('names each change for the history', () => {
    const nouns = { fees: 'fee' }
    const id = step('visa: Visa fee', 0)
    expect(describeChange({ path: ['fees', id, 'amount'], old: 490, new: 524 }, nouns)).toEqual({
      kind: 'changed',
      what: 'fee “visa: Visa fee”: amount',
    })
    expect(describeChange({ path: ['fees', id], new: fees[0]! }, nouns)).toEqual({
      kind: 'added',
      what: 'fee “visa: Visa fee”',
    })
    expect(describeChange({ path: ['fees', id], old: fees[0]! })).toEqual({
      kind: 'removed',
      what: 'fees “visa: Visa fee”',
    })
    expect(describeChange({ path: ['checked', 'on'], new: '2026-12-01' })).toEqual({
      kind: 'changed',
      what: 'checked.on',
    })
  })
})

describe('a stale edit', () => {
  it('goes through while the form was opened on the current version', () => {
    expect(checkEditVersion({ baseVersion: 3, currentVersion: 3, yours: {}, theirs: {} })).toEqual({
      ok: true,
      nextVersion: 4,
    })
  })

  it('answers 409 with both versions when someone saved since the form was opened', async () => {
    const yours = { ...chevening, cycle: { ...chevening.cycle, closes: '2026-10-07' } }
    const theirs = { ...chevening, cycle: { ...chevening.cycle, closes: '2026-10-14' } }
    const check = checkEditVersion({ baseVersion: 3, currentVersion: 4, yours, theirs })
    expect(check.ok).toBe(false)
    if (check.ok) return
    const response = staleEditResponse(check.conflict)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: { code: 'stale_edit', message: STALE_EDIT_MESSAGE },
      baseVersion: 3,
      currentVersion: 4,
      yours,
      theirs,
    })
  })
})
