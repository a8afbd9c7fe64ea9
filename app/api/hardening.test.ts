import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describeHardening } from '@/test/hardening-suite'

const dir = mkdtempSync(path.join(tmpdir(), 'hardening-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describeHardening('PGlite and in-memory rate limits', () => ({ DATA_DIR: path.join(dir, 'db') }))
