import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describeOpenData } from '@/test/open-data-suite'

const dir = mkdtempSync(path.join(tmpdir(), 'pglite-open-data-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describeOpenData('PGlite', async () => ({ DATA_DIR: path.join(dir, 'db') }))
