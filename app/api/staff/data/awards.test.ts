import { readFileSync } from 'node:fs'
import path from 'node:path'

import { recordEditorSuite, revalidateTag } from '@/test/record-editor'

const SLUG = 'chevening-scholarships'

const load = async () => {
  const [awards, seed, edit] = await Promise.all([
    import('@/lib/db/awards'),
    import('@/lib/scholarships/seed'),
    import('@/lib/scholarships/edit'),
  ])
  return { awards, seed, edit }
}

describe('editing awards (PGlite)', () => {
  const { app, put, revert } = recordEditorSuite({
    segment: 'awards',
    load,
    seed: (m) => m.awards.seedAwards(),
  })

  const current = async () => (await app.awards.readAward(SLUG))!

  it('exports an unchanged database as the committed seed file, byte for byte', async () => {
    const committed = readFileSync(path.join(process.cwd(), 'data', 'scholarships.json'), 'utf8')
    const text = app.seed.exportSeedText(
      app.seed.parseSeedFile(committed),
      await app.awards.readAwards(),
    )
    expect(text).toBe(committed)
  })

  it('saves a new closing date and a check as one revision, and drops the award from the cache', async () => {
    const before = await current()
    const form = {
      ...app.edit.awardFormValues(before.record),
      closes: '2026-11-04',
      checkAgainst: before.record.sources[0]!.url,
    }
    const response = await put(SLUG, { baseVersion: before.version, form })
    expect(response.status).toBe(200)
    const after = await current()
    expect(after.version).toBe(before.version + 1)
    expect(after.record.cycle.closes).toEqual({ date: '2026-11-04' })
    expect(after.record.checked).toMatchObject({ against: before.record.sources[0] })
    expect(after.updatedBy).toMatch(/@example\.org$/)
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([
      `scholarship:${SLUG}`,
      'scholarships',
    ])
    const [revision] = await app.awards.listAwardRevisions(SLUG)
    expect(revision!.changes.map((c) => c.path.join('.'))).toEqual(
      expect.arrayContaining(['asOf', 'checked.on', 'checked.against', 'cycle.closes.date']),
    )
  })

  it('answers 409 with both versions to a save opened on an older version, and keeps nothing of it', async () => {
    const now = await current()
    const form = { ...app.edit.awardFormValues(now.record), name: 'Stale name' }
    const response = await put(SLUG, { baseVersion: now.version - 1, form })
    expect(response.status).toBe(409)
    const body = await response.json()
    expect(body.currentVersion).toBe(now.version)
    expect(body.yours.name).toBe('Stale name')
    expect(body.theirs.name).toBe(now.record.name)
    expect((await current()).record.name).toBe(now.record.name)
  })

  it('reverts a revision: the closing date is back as it was', async () => {
    const seedRecord = app.awards.readAwardsSeed().awards.find((a) => a.slug === SLUG)!
    const now = await current()
    const [latest] = await app.awards.listAwardRevisions(SLUG)
    const response = await revert(SLUG, { revision: latest!.version, baseVersion: now.version })
    expect(response.status).toBe(200)
    expect((await current()).record).toEqual(seedRecord)
  })

  it('refuses markup, malformed bodies, unknown awards and admissions staff', async () => {
    const now = await current()
    const form = app.edit.awardFormValues(now.record)
    const script = await put(SLUG, {
      baseVersion: now.version,
      form: { ...form, description: 'Great <script>alert(1)</script>' },
    })
    expect(script.status).toBe(422)
    expect((await script.json()).error.fields['form.description']).toBe(app.edit.PLAIN_TEXT_MESSAGE)
    expect((await put(SLUG, { baseVersion: 'x' })).status).toBe(422)
    expect((await put('no-such-award', { baseVersion: 1, form })).status).toBe(404)
    expect((await put('../etc', { baseVersion: 1, form })).status).toBe(404)
    expect((await put(SLUG, { baseVersion: now.version, form }, 'admissions')).status).toBe(403)
    expect((await current()).version).toBe(now.version)
  })

  it('a changed seed never overwrites a staff edit, and updates awards nobody edited', async () => {
    const seed = app.awards.readAwardsSeed()
    const changed = {
      ...seed,
      awards: seed.awards.map((a) => ({ ...a, value: `${a.value} (seed changed)` })),
    }
    const result = await app.awards.seedAwards(changed)
    // Chevening was edited (and reverted) by staff: it keeps the staff's record.
    expect(result.updated).toBe(seed.awards.length - 1)
    expect((await current()).record.value).not.toContain('seed changed')
    expect((await app.awards.readAward('rhodes-scholarship'))!.record.value).toContain(
      'seed changed',
    )
  })
})
