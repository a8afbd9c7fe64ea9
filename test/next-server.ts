import type { ChildProcess } from 'node:child_process'
import path from 'node:path'

/** What `npm start` runs (`next start`), listening on 127.0.0.1 only: node and its arguments. */
export function nextStartArgs(port: number): string[] {
  const bin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next')
  return [bin, 'start', '-H', '127.0.0.1', '-p', String(port)]
}

/** Resolves once `url` answers /robots.txt with 200; rejects if `child` exits first or time runs out. */
export async function waitForServer(url: string, child?: ChildProcess, timeoutMs = 90_000) {
  const started = Date.now()
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`The server at ${url} exited at start`)
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return Date.now() - started
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`The server at ${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
