import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

/**
 * One process per embedded database folder, held by a lock file that names its owner (pid and
 * the process's start time). A lock whose owner is gone (a server killed with SIGKILL, a crash,
 * a reboot) is taken over at once: nothing to wait for, unlike a lock that goes stale after a
 * timeout. The start time tells a reused pid from the process that wrote the lock.
 */
export type LockOwner = { pid: number; started: string | null }

/** The owner's start time as the kernel counts it (Linux), or null where /proc is not there. */
export function processStartTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name before it may contain spaces, so count
    // from the closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Whether the process that wrote `owner` is still running. */
export function ownerAlive(owner: LockOwner, self = process.pid): boolean {
  if (owner.pid === self || !isRunning(owner.pid)) return false
  const started = processStartTime(owner.pid)
  return owner.started === null || started === null || started === owner.started
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>
    return Number.isInteger(owner.pid) ? { pid: owner.pid!, started: owner.started ?? null } : null
  } catch {
    return null
  }
}

/**
 * Takes the lock `file` for this process, or returns the live owner that holds it. A lock file that
 * cannot be read (its writer died between creating and writing it) counts as abandoned.
 */
export function acquireFolderLock(file: string): { release: () => void } | { heldBy: LockOwner } {
  const me: LockOwner = { pid: process.pid, started: processStartTime(process.pid) }
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
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
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
