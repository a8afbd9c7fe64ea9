import { recordEditorSuite, revalidateTag } from '@/test/record-editor'

const SLUG = 'heidelberg-university'

const load = async () => {
  const [profiles, edit] = await Promise.all([
    import('@/lib/db/university-profiles'),
    import('@/lib/universities/profile-edit'),
  ])
  return { profiles, edit }
}

describe('editing university profiles (PGlite)', () => {
  const { app, put, revert } = recordEditorSuite({
    segment: 'universities',
    load,
    seed: (m) => m.profiles.seedUniversityProfiles(),
  })

  const current = async () => (await app.profiles.readStoredProfile(SLUG))!
  const seedRecord = () =>
    app.profiles.readUniversitiesSeed().universities.find((u) => u.slug === SLUG)!

  it('saves a new postgraduate fee and a check as one revision, and drops the cached copies', async () => {
    const before = await current()
    expect(before.record).toEqual(seedRecord())
    const values = app.edit.universityFormValues(before.record)
    const form = {
      ...values,
      tuition: {
        ...values.tuition,
        postgraduate: { ...values.tuition.postgraduate, min: '3500', max: '3500' },
      },
      checkAgainst: values.tuition.postgraduate.sourceUrl,
    }
    const response = await put(SLUG, { baseVersion: before.version, form })
    expect(response.status).toBe(200)
    const after = await current()
    expect(after.version).toBe(before.version + 1)
    expect(after.record.tuition.postgraduate).toMatchObject({ min: 3500, max: 3500 })
    expect(after.record.checked).toEqual({
      on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      against: {
        title: values.tuition.postgraduate.sourceTitle,
        url: values.tuition.postgraduate.sourceUrl,
      },
      by: 'Editor',
    })
    expect(after.updatedBy).toMatch(/@example\.org$/)
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([
      `universities:${SLUG}`,
      'universities',
    ])
    const [revision] = await app.profiles.listProfileRevisions(SLUG)
    expect(revision!.version).toBe(after.version)
    expect(revision!.changes.map((c) => c.path.join('.'))).toEqual([
      'checked',
      'tuition.postgraduate.max',
      'tuition.postgraduate.min',
    ])
  })

  it('answers 409 with both versions to a save opened on an older version, and keeps nothing of it', async () => {
    const now = await current()
    const values = app.edit.universityFormValues(now.record)
    const form = { ...values, englishTest: 'IELTS 7.5 (stale)' }
    const response = await put(SLUG, { baseVersion: now.version - 1, form })
    expect(response.status).toBe(409)
    const body = await response.json()
    expect(body.currentVersion).toBe(now.version)
    expect(body.yours.admissionRequirements.englishTest).toBe('IELTS 7.5 (stale)')
    expect(body.theirs).toEqual(JSON.parse(JSON.stringify(now.record)))
    expect(await current()).toEqual(now)
  })

  it('reverts the revision: the seed profile is back, as a new revision', async () => {
    const now = await current()
    const [latest] = await app.profiles.listProfileRevisions(SLUG)
    const response = await revert(SLUG, { revision: latest!.version, baseVersion: now.version })
    expect(response.status).toBe(200)
    const after = await current()
    expect(after.record).toEqual(seedRecord())
    expect(after.version).toBe(now.version + 1)
    expect((await app.profiles.listProfileRevisions(SLUG)).map((r) => r.version)).toEqual([
      now.version + 1,
      now.version,
    ])
    // Reverting it again finds its fields moved since: refused, nothing written.
    const again = await revert(SLUG, { revision: latest!.version, baseVersion: after.version })
    expect(again.status).toBe(409)
    expect((await revert(SLUG, { revision: 999, baseVersion: after.version })).status).toBe(404)
  })

  it('refuses markup, a malformed figure, unknown profiles and admissions staff', async () => {
    const now = await current()
    const values = app.edit.universityFormValues(now.record)
    const script = await put(SLUG, {
      baseVersion: now.version,
      form: { ...values, description: '<img src=x onerror=alert(1)>' },
    })
    expect(script.status).toBe(422)
    expect((await script.json()).error.fields['form.description']).toBe(
      'Please use plain text, without HTML or scripts',
    )
    const malformed = await put(SLUG, {
      baseVersion: now.version,
      form: {
        ...values,
        tuition: {
          ...values.tuition,
          postgraduate: { ...values.tuition.postgraduate, min: '-3', currency: 'EURO' },
        },
      },
    })
    expect(malformed.status).toBe(422)
    const fields = (await malformed.json()).error.fields
    expect(fields['form.tuition.postgraduate.min']).toBe(
      'Please give the amount in figures, e.g. 12500',
    )
    expect(fields['form.tuition.postgraduate.currency']).toMatch(/ISO 4217/)
    expect((await put(SLUG, { baseVersion: now.version, form: {} })).status).toBe(422)
    expect((await put(SLUG, { form: values })).status).toBe(422)
    expect((await put('no-such-university', { baseVersion: 1, form: values })).status).toBe(404)
    expect((await put('../etc', { baseVersion: 1, form: values })).status).toBe(404)
    expect((await put(SLUG, { baseVersion: now.version, form: values }, 'admissions')).status).toBe(
      403,
    )
    expect(await current()).toEqual(now)
  })

  it('a changed seed never overwrites a staff edit, and the export writes the edit back', async () => {
    const seed = app.profiles.readUniversitiesSeed()
    const changed = {
      ...seed,
      universities: seed.universities.map((u) => ({ ...u, description: `${u.description} (new)` })),
    }
    const result = await app.profiles.seedUniversityProfiles(changed)
    expect(result).toEqual({ inserted: 0, updated: seed.universities.length - 1 })
    expect((await current()).record.description).toBe(seedRecord().description)
    const { exportUniversitiesSeedText } = await import('@/lib/universities/seed')
    const text = exportUniversitiesSeedText(seed, await app.profiles.readUniversityProfiles())
    const exported = JSON.parse(text) as typeof seed
    expect(exported.universities.find((u) => u.slug === SLUG)).toEqual(
      JSON.parse(JSON.stringify((await current()).record)),
    )
  })
})
