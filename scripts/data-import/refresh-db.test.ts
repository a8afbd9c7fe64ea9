import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { databaseTarget, loadIntoDatabase } from './refresh-db'

const work = mkdtempSync(path.join(tmpdir(), 'refresh-db-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('databaseTarget', () => {
  it('is PostgreSQL with DATABASE_URL, else the embedded folder the site uses', () => {
    expect(databaseTarget({ DATABASE_URL: ' postgres://db/site ' })).toEqual({
      kind: 'postgres',
      url: 'postgres://db/site',
    })
    expect(databaseTarget({ DATA_DIR: '/srv/site/pglite' })).toEqual({
      kind: 'pglite',
      dir: '/srv/site/pglite',
    })
    expect(databaseTarget({ DATABASE_URL: '', DATA_DIR: '' })).toEqual({
      kind: 'pglite',
      dir: '.data/pglite',
    })
  })
})

describe('loadIntoDatabase on the embedded database', () => {
  it('refuses, naming the holder and the route to use, while the site holds the folder', async () => {
    const dir = path.join(work, 'pglite')
    // Held by another live process (this test's parent), as a running site holds it.
    const lock = `${path.resolve(dir)}.lock`
    writeFileSync(lock, JSON.stringify({ pid: process.ppid, started: null }))
    const outcome = await loadIntoDatabase({
      target: { kind: 'pglite', dir },
      generated: path.join(work, 'generated'),
      cache: work,
      records: [],
      trigger: 'cli',
      importMessage: null,
    })
    expect(outcome.loaded).toBe(false)
    expect(outcome.message).toContain(`held by process ${process.ppid}`)
    expect(outcome.message).toContain('/api/cron/refresh')
    // The site's lock is left as it was, and nothing was created in its folder.
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.ppid)
    expect(existsSync(dir)).toBe(false)
  })
})
