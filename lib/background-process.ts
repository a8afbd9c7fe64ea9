import { setPriority } from 'node:os'

/**
 * Lowers a helper process's CPU priority (the import and the load of a refresh): on a small
 * machine the server's page renders then go first, and the helper takes the spare time.
 */
export function yieldCpu(pid: number | undefined) {
  if (pid === undefined) return
  try {
    setPriority(pid, 10)
  } catch {
    // Not permitted here, or the process has already ended: it runs at normal priority.
  }
}
