import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { acquireFolderLock, processStartTime } from '@/lib/db/folder-lock.mjs'

const dir = mkdtempSync(path.join(os.tmpdir(), 'folder-lock-'))
let n = 0
const lockFile = () => path.join(dir, `db-${n++}.lock`)

function deadPid() {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(child.stdout.toString())
}

describe('acquireFolderLock', () => {
  it('takes a free folder and gives it back on release', () => {
    const file = lockFile()
    const lock = acquireFolderLock(file)
    expect('release' in lock).toBe(true)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid })
    if ('release' in lock) lock.release()
    expect(existsSync(file)).toBe(false)
  })

  it('refuses a folder whose owner is still running, naming it', async () => {
    const file = lockFile()
    const owner = spawn('sleep', ['30'])
    try {
      await new Promise((resolve) => owner.once('spawn', resolve))
      const pid = owner.pid!
      writeFileSync(file, JSON.stringify({ pid, started: processStartTime(pid) }))
      expect(acquireFolderLock(file)).toEqual({ heldBy: { pid, started: processStartTime(pid) } })
    } finally {
      owner.kill('SIGKILL')
    }
  })

  it('takes over at once from an owner that was killed', () => {
    const file = lockFile()
    writeFileSync(file, JSON.stringify({ pid: deadPid(), started: '1' }))
    expect('release' in acquireFolderLock(file)).toBe(true)
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid)
  })

  it('takes over when the pid now belongs to another process (started at another time)', async () => {
    const file = lockFile()
    const other = spawn('sleep', ['30'])
    try {
      await new Promise((resolve) => other.once('spawn', resolve))
      writeFileSync(file, JSON.stringify({ pid: other.pid, started: 'an-earlier-boot' }))
      expect('release' in acquireFolderLock(file)).toBe(true)
    } finally {
      other.kill('SIGKILL')
    }
  })

  it('takes over a lock left by an earlier run of this same pid, or one never written', () => {
    const mine = lockFile()
    writeFileSync(mine, JSON.stringify({ pid: process.pid, started: null }))
    expect('release' in acquireFolderLock(mine)).toBe(true)
    const empty = lockFile()
    writeFileSync(empty, '')
    expect('release' in acquireFolderLock(empty)).toBe(true)
  })
})
