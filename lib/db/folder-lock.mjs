import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

// One process per embedded database folder, held by a lock file that names its owner (pid and
// the process's start time). A lock whose owner is gone (a server killed with SIGKILL, a crash, a
// reboot) is taken over at once: nothing to wait for, unlike a lock that goes stale after a
// timeout. The start time tells a reused pid from the process that wrote the lock. Plain
// JavaScript: the open-data loader (scripts/open-data-load.mjs) runs it without a build.

/** @typedef {{ pid: number, started: string | null }} LockOwner */

/**
 * The owner's start time as the kernel counts it (Linux), or null where /proc is not there.
 * @param {number} pid
 * @returns {string | null}
 */
export function processStartTime(pid) {
  try {
    // Field 22 of /proc/<pid>/stat; the command name before it may contain spaces, so count
    // from the closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}

/**
 * Whether the process that wrote `owner` is still running.
 * @param {LockOwner} owner
 * @returns {boolean}
 */
export function ownerAlive(owner, self = process.pid) {
  if (owner.pid === self || !isRunning(owner.pid)) return false
  const started = processStartTime(owner.pid)
  return owner.started === null || started === null || started === owner.started
}

/**
 * @param {string} file
 * @returns {LockOwner | null}
 */
function readOwner(file) {
  try {
    /** @type {Partial<LockOwner>} */
    const owner = JSON.parse(readFileSync(file, 'utf8'))
    return typeof owner.pid === 'number' && Number.isInteger(owner.pid)
      ? { pid: owner.pid, started: owner.started ?? null }
      : null
  } catch {
    return null
  }
}

/**
 * Takes the lock `file` for this process, or returns the live owner that holds it. A lock file that
 * cannot be read (its writer died between creating and writing it) counts as abandoned.
 * @param {string} file
 * @returns {{ release: () => void } | { heldBy: LockOwner }}
 */
export function acquireFolderLock(file) {
  /** @type {LockOwner} */
  const me = { pid: process.pid, started: processStartTime(process.pid) }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, JSON.stringify(me))
      closeSync(fd)
      const release = () => {
        if (readOwner(file)?.pid === me.pid) unlinkSync(file)
      }
      return { release }
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
    }
    const owner = readOwner(file)
    if (owner && ownerAlive(owner)) return { heldBy: owner }
    try {
      unlinkSync(file)
    } catch {
      // another process took it over first: try again
    }
  }
  const owner = readOwner(file)
  return { heldBy: owner ?? { pid: -1, started: null } }
}
