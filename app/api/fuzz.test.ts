import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describeFuzz } from '@/test/fuzz-suite'

const dir = mkdtempSync(path.join(tmpdir(), 'fuzz-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describeFuzz('PGlite and in-memory rate limits', () => ({ DATA_DIR: path.join(dir, 'db') }))
