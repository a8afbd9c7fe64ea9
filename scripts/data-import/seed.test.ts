import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { committedSeedFiles, SEED_DIR, seedDir } from './io'
import { OFFLINE_ONLY, SOURCES } from './sources'

describe('the committed seed copies', () => {
  const saved = process.env.SHARED_DATA_DIR
  afterEach(() => {
    if (saved === undefined) delete process.env.SHARED_DATA_DIR
    else process.env.SHARED_DATA_DIR = saved
  })

  it('hold every file of the sources no publisher serves, and every one listed is there', () => {
    for (const id of Object.keys(OFFLINE_ONLY))
      expect(committedSeedFiles()).toEqual(expect.arrayContaining(SOURCES[id as 'dfe'].files))
    for (const file of committedSeedFiles())
      expect([file, existsSync(path.join(SEED_DIR, file))]).toEqual([file, true])
  })

  it('are where a refresh seeds from when there is no shared data folder', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'no-shared-'))
    try {
      process.env.SHARED_DATA_DIR = empty
      expect(seedDir()).toBe(path.join(process.cwd(), SEED_DIR))
      expect(
        JSON.parse(readFileSync(path.join(seedDir(), SOURCES.dfe.files[0]!), 'utf8')).length,
      ).toBeGreaterThan(500)
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
