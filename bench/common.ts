// What both benchmarks share: the build, starting and stopping `npm start`, and the results files.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nextStartArgs } from '@/test/next-server'

import {
  renderResults,
  type LighthouseResults,
  type MachineInfo,
  type ServerResults,
} from './report'

export const BENCH_DIR = path.resolve('bench')
const OUT_DIR = path.join(BENCH_DIR, 'out') // scratch: databases and logs, never committed

export function machineInfo(): MachineInfo {
  return {
    date: new Date().toISOString().slice(0, 10),
    node: process.versions.node,
    cpus: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
  }
}

/** Builds once, like `npm run test:e2e`: an existing build is reused. */
export function ensureBuild() {
  if (existsSync('.next/BUILD_ID')) return
  console.log('No build found: running `npm run build` first.')
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (build.status !== 0) throw new Error('`npm run build` failed.')
}

export interface RunningServer {
  url: string
  /** Its embedded database folder (unused when DATABASE_URL is set). */
  dataDir: string
  /** The server's peak resident memory so far (VmHWM), in MiB. */
  peakMemoryMiB(): number
  /** The server's resident memory now (VmRSS), in MiB. */
  memoryMiB(): number
  /** The last 4,000 characters the server wrote to stderr (its warnings and errors). */
  stderrTail(): string
  stop(): Promise<void>
}

const readyTimeoutMs = 60_000

function statusMiB(pid: number | undefined, field: 'VmHWM' | 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN)
  return kib / 1024
}

/**
 * Keeps the load generator (this process, every thread) and the server on CPUs of their own where
 * the machine has two or more and taskset is installed: the server on CPU 0, this process on the
 * rest. Returns how it pinned (or why not) and a function that undoes it.
 */
export function pinAwayFromServer(): { note: string; serverCpu?: number; undo: () => void } {
  const cpus = os.cpus().length
  const taskset = spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0
  if (cpus < 2 || !taskset)
    return { note: 'not pinned (needs two CPUs and taskset)', undo: () => {} }
  const pin = (list: string) =>
    spawnSync('taskset', ['-a', '-cp', list, String(process.pid)], { stdio: 'ignore' })
  pin(`1-${cpus - 1}`)
  return {
    note: `server pinned to CPU 0, load generator to CPU${cpus > 2 ? `s 1-${cpus - 1}` : ' 1'} (taskset); the database servers are not pinned`,
    serverCpu: 0,
    undo: () => pin(`0-${cpus - 1}`),
  }
}

/** Starts what `npm start` runs (`next start`) with its own embedded database folder. */
export async function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  {
    cpu,
    prepare,
  }: {
    /** Pins the server to one CPU (with taskset), away from the load generator. */
    cpu?: number
    /**
     * Runs on the fresh, empty database folder before the server opens it (PGlite lets one
     * process at a time open a folder): to create a staff account, say.
     */
    prepare?: (dataDir: string) => void | Promise<void>
  } = {},
): Promise<RunningServer> {
  mkdirSync(OUT_DIR, { recursive: true })
  const dataDir = path.join(OUT_DIR, `${name}-pglite`)
  rmSync(dataDir, { recursive: true, force: true })
  await prepare?.(dataDir)
  const url = `http://127.0.0.1:${port}`
  const command = cpu === undefined ? ['node'] : ['taskset', '-c', String(cpu), 'node']
  const child: ChildProcess = spawn(command[0]!, [...command.slice(1), ...nextStartArgs(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${name} server exited at start:\n${stderr}`)
    try {
      const response = await fetch(`${url}/robots.txt`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > readyTimeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`The ${name} server did not answer within ${readyTimeoutMs / 1000} s.`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  return {
    url,
    dataDir,
    peakMemoryMiB: () => statusMiB(child.pid, 'VmHWM'),
    stderrTail: () => stderr,
    memoryMiB: () => statusMiB(child.pid, 'VmRSS'),
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

export function loadResults<T>(file: string): T | undefined {
  const full = path.join(BENCH_DIR, file)
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as T) : undefined
}

/** Saves one benchmark's JSON and rewrites results.md from both JSON files. */
export function saveResults(
  file: 'server.json' | 'lighthouse.json',
  data: ServerResults | LighthouseResults,
) {
  writeFileSync(path.join(BENCH_DIR, file), `${JSON.stringify(data, null, 2)}\n`)
  const markdown = renderResults(
    loadResults<ServerResults>('server.json'),
    loadResults<LighthouseResults>('lighthouse.json'),
  )
  writeFileSync(path.join(BENCH_DIR, 'results.md'), markdown)
  console.log(`\n${markdown}\nWritten to bench/results.md and bench/${file}.`)
}
