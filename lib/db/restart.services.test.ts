import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nextStartArgs, waitForServer } from '@/test/next-server'

// `npm start` on the embedded database, killed with SIGKILL (a crash, an OOM kill, a host
// reboot) and started again: it must serve again at once, not refuse the folder it held.

const PORT = 3471
const url = `http://127.0.0.1:${PORT}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'restart-'))

function start(): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, nextStartArgs(PORT), {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: path.join(dataDir, 'pglite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

/**
 * Whether the database answers: a well-formed tracking link that leads nowhere is looked up and
 * answered 404 (while the database is away its page says "temporarily unavailable" instead).
 */
async function databaseAnswers() {
  const response = await fetch(`${url}/track/${'x'.repeat(43)}`)
  const body = await response.text()
  return response.status === 404 && body.includes('Oops! Page not found')
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

it('serves within 5 s after being killed with SIGKILL, and keeps running', async () => {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build the app first (npm run build)')
  const first = start()
  await waitForServer(url, first.child, 180_000)
  expect(await databaseAnswers()).toBe(true)
  first.child.kill('SIGKILL')
  await new Promise((resolve) => first.child.once('exit', resolve))

  for (let round = 0; round < 3; round++) {
    const started = Date.now()
    const next = start()
    try {
      await waitForServer(url, next.child, 10_000)
      while (!(await databaseAnswers().catch(() => false))) {
        if (Date.now() - started > 5_000)
          throw new Error(`round ${round}: not serving after 5 s\n${next.output()}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      // Still running a while later: it did not print "Ready" and then give up on the folder.
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      expect(next.child.exitCode).toBeNull()
      expect(next.output()).not.toMatch(/already in use/)
    } finally {
      next.child.kill('SIGKILL')
      await new Promise((resolve) => next.child.once('exit', resolve))
    }
  }
}, 240_000)
