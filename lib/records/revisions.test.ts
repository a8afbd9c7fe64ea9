import {
  checkEditVersion,
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
