import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describeStaffRoutes } from '@/test/staff-route-suite'

const dir = mkdtempSync(path.join(tmpdir(), 'staff-routes-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describeStaffRoutes('PGlite and in-memory rate limits', () => ({ DATA_DIR: path.join(dir, 'db') }))
