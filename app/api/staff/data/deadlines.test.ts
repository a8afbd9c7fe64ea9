import { readFileSync } from 'node:fs'

import { recordEditorSuite, revalidateTag } from '@/test/record-editor'

const SLUG = 'eth-zurich'

const load = async () => {
  const [deadlines, seed, edit] = await Promise.all([
    import('@/lib/db/deadlines'),
    import('@/lib/universities/deadline-seed'),
    import('@/lib/universities/deadline-edit'),
  ])
  return { deadlines, seed, edit }
}

describe('editing university deadlines (PGlite)', () => {
  const { app, put, revert } = recordEditorSuite({
    segment: 'deadlines',
    load,
    seed: (m) => m.deadlines.seedDeadlines(),
  })

  const current = async () => (await app.deadlines.readStoredDeadlines(SLUG))!
  const seedRecord = () =>
    app.seed
      .deadlineRecordsFromSeed(app.deadlines.readDeadlinesSeed())
      .find((r) => r.slug === SLUG)!

  it('holds the seed file after seeding, and exports it back byte for byte', async () => {
    expect((await current()).record).toEqual(seedRecord())
    const committed = readFileSync(app.deadlines.DEADLINES_SEED_FILE, 'utf8')
    const text = app.seed.exportDeadlinesSeedText(
      app.deadlines.readDeadlinesSeed(),
      await app.deadlines.readDeadlineRecords(),
    )
    expect(text).toBe(committed)
  })

  it('saves a new postgraduate day and a check as one revision, and drops the cached copies', async () => {
    const before = await current()
    const values = app.edit.deadlineFormValues(before.record)
    const pg = values.postgraduate!
    const form = {
      ...values,
      postgraduate: {
        ...pg,
        deadlines: [{ ...pg.deadlines[0]!, day: '2027-01-15', rule: '15 January every year' }],
        checkAgainst: pg.deadlines[0]!.sourceUrl,
      },
    }
    const response = await put(SLUG, { baseVersion: before.version, form })
    expect(response.status).toBe(200)
    const after = await current()
    expect(after.version).toBe(before.version + 1)
    expect(after.record.postgraduate!.deadlines[0]!.date).toEqual({
      date: '2027-01-15',
      rule: '15 January every year',
    })
    expect(after.record.postgraduate!.checked).toMatchObject({
      against: before.record.postgraduate!.deadlines[0]!.source,
    })
    expect(after.updatedBy).toMatch(/@example\.org$/)
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([
      `university-deadlines:${SLUG}`,
      'university-deadlines',
    ])
    const [revision] = await app.deadlines.listDeadlineRevisions(SLUG)
    expect(revision!.version).toBe(after.version)
    expect(revision!.changes.map((c) => c.path.join('.'))).toEqual(
      expect.arrayContaining(['postgraduate.asOf', 'postgraduate.deadlines']),
    )
  })

  it('answers 409 with both versions to a save opened on an older version, and keeps nothing of it', async () => {
    const now = await current()
    const values = app.edit.deadlineFormValues(now.record)
    const pg = values.postgraduate!
    const form = {
      ...values,
      postgraduate: { ...pg, deadlines: [{ ...pg.deadlines[0]!, label: 'Stale label' }] },
    }
    const response = await put(SLUG, { baseVersion: now.version - 1, form })
    expect(response.status).toBe(409)
    const body = await response.json()
    expect(body.currentVersion).toBe(now.version)
    expect(body.yours.postgraduate.deadlines[0].label).toBe('Stale label')
    expect(body.theirs).toEqual(JSON.parse(JSON.stringify(now.record)))
    expect(await current()).toEqual(now)
  })

  it('reverts the revision: the seed record is back, as a new revision', async () => {
    const now = await current()
    const [latest] = await app.deadlines.listDeadlineRevisions(SLUG)
    const response = await revert(SLUG, { revision: latest!.version, baseVersion: now.version })
    expect(response.status).toBe(200)
    const after = await current()
    expect(after.record).toEqual(seedRecord())
    expect(after.version).toBe(now.version + 1)
    expect((await app.deadlines.listDeadlineRevisions(SLUG)).map((r) => r.version)).toEqual([
      now.version + 1,
      now.version,
    ])
  })

  it('refuses markup, a new deadline without a day, unknown records and admissions staff', async () => {
    const now = await current()
    const values = app.edit.deadlineFormValues(now.record)
    const pg = values.postgraduate!
    const script = await put(SLUG, {
      baseVersion: now.version,
      form: {
        ...values,
        postgraduate: { ...pg, deadlines: [{ ...pg.deadlines[0]!, label: '<b>x</b>' }] },
      },
    })
    expect(script.status).toBe(422)
    expect((await script.json()).error.fields['form.postgraduate.deadlines.0.label']).toBe(
      'Please use plain text, without HTML or scripts',
    )
    const undated = await put(SLUG, {
      baseVersion: now.version,
      form: {
        ...values,
        postgraduate: { ...pg, deadlines: [{ ...pg.deadlines[0]!, from: null }] },
      },
    })
    expect(undated.status).toBe(422)
    expect((await undated.json()).error.fields['form.postgraduate.deadlines.0.day']).toBe(
      'Please give the date',
    )
    expect((await put('no-such-university', { baseVersion: 1, form: values })).status).toBe(404)
    expect((await put('../etc', { baseVersion: 1, form: values })).status).toBe(404)
    expect((await put(SLUG, { baseVersion: now.version, form: values }, 'admissions')).status).toBe(
      403,
    )
    expect(await current()).toEqual(now)
  })

  it('a changed seed never overwrites a staff edit, and updates records nobody edited', async () => {
    const seed = app.deadlines.readDeadlinesSeed()
    const relabel = <T extends { deadlines: { label: string }[] }>(l: T): T => ({
      ...l,
      deadlines: l.deadlines.map((d) => ({ ...d, label: `${d.label} (seed changed)` })),
    })
    const changed = {
      ...seed,
      postgraduate: Object.fromEntries(
        Object.entries(seed.postgraduate).map(([k, v]) => [k, relabel(v)]),
      ),
    }
    const result = await app.deadlines.seedDeadlines(changed)
    expect(result).toEqual({ inserted: 0, updated: Object.keys(seed.postgraduate).length - 1 })
    expect((await current()).record.postgraduate!.deadlines[0]!.label).not.toContain('seed changed')
    const delft = await app.deadlines.readStoredDeadlines('delft-university-of-technology')
    expect(delft!.record.postgraduate!.deadlines[0]!.label).toContain('seed changed')
  })

  // After the seed test: it counts the rows nobody edited.
  it('adds a level a record lacks and removes one while another remains, never the last', async () => {
    const slug = 'university-of-copenhagen'
    const stored = async () => (await app.deadlines.readStoredDeadlines(slug))!
    const before = await stored()
    expect(before.record.undergraduate).toBeUndefined()
    const values = app.edit.deadlineFormValues(before.record)
    const source = {
      title: 'Copenhagen: bachelor admission',
      url: 'https://studies.ku.dk/bachelor/',
    }
    const undergraduate = {
      ...app.edit.newLevelFormValues(2027),
      deadlines: [
        {
          label: 'Bachelor’s application (quota 2)',
          day: '2027-03-15',
          rule: '15 March every year',
          sourceTitle: source.title,
          sourceUrl: source.url,
          from: null,
        },
      ],
    }
    const unchecked = await put(slug, {
      baseVersion: before.version,
      form: { ...values, undergraduate },
    })
    expect(unchecked.status).toBe(422)
    expect((await unchecked.json()).error.fields['undergraduate.checkAgainst']).toBe(
      app.edit.CHECK_NEW_LEVEL,
    )

    const added = await put(slug, {
      baseVersion: before.version,
      form: { ...values, undergraduate: { ...undergraduate, checkAgainst: source.url } },
    })
    expect(added.status).toBe(200)
    const both = await stored()
    expect(both.record.postgraduate).toEqual(before.record.postgraduate)
    expect(both.record.undergraduate).toMatchObject({
      deadlines: [{ level: 'undergraduate', date: { date: '2027-03-15' }, source }],
      checked: { against: source },
    })

    const none = await put(slug, { baseVersion: both.version, form: {} })
    expect(none.status).toBe(422)
    expect((await none.json()).error.fields.form).toBe(app.edit.KEEP_ONE_LEVEL)

    const removed = await put(slug, {
      baseVersion: both.version,
      form: { undergraduate: app.edit.deadlineFormValues(both.record).undergraduate },
    })
    expect(removed.status).toBe(200)
    const after = await stored()
    expect(after.record).toEqual({ slug, undergraduate: both.record.undergraduate })
    const [revision] = await app.deadlines.listDeadlineRevisions(slug)
    expect(revision!.changes).toEqual([
      { path: ['postgraduate'], old: expect.anything() as unknown },
    ])
  })
})
