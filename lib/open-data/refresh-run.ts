import 'server-only'

import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import { yieldCpu } from '@/lib/background-process'
import { revalidateRecord } from '@/lib/cache/revalidate'
import { openDatabase } from '@/lib/db/client'
import { loadRefreshIntoEmbedded, recordUnloadedRefresh } from '@/lib/db/open-data'
import { env } from '@/lib/env'
import { ConflictError } from '@/lib/errors'
import { OPEN_DATA_TAG } from '@/lib/open-data/cache'
import { REFRESH_NODE_FLAGS } from '@/lib/open-data/refresh-flags'
import { forgetOpenDataIds } from '@/lib/site/known-paths'
import { z } from '@/lib/validation/zod'

// What data:refresh writes to <cache>/refresh-manifest.json, as far as the site reads it.
const manifestSchema = z.object({
  imported: z.boolean(),
  importMessage: z.string().nullable(),
  loaded: z.boolean().optional(),
  loadMessage: z.string().nullable().optional(),
  ratesOnly: z.boolean().optional(),
  sources: z.array(
    z.object({
      id: z.string(),
      result: z.enum(['refreshed', 'failed', 'kept', 'absent']),
      message: z.string().nullable(),
      files: z.array(z.unknown()),
      asOf: z.string().nullable(),
      rowsRead: z.number().nullable(),
      rowsKept: z.number().nullable(),
      rowsRejected: z.record(z.string(), z.number()).nullable(),
    }),
  ),
})

export type RefreshSummary = {
  sources: { id: string; result: string; message: string | null }[]
  imported: boolean
  loaded: boolean
  message: string | null
  seconds: number
}

const running = globalThis as typeof globalThis & { __studyAbroadRefreshRunning?: boolean }

// The monthly run downloads and imports every publisher's files: minutes, not seconds.
const REFRESH_TIMEOUT_MS = 30 * 60_000

/** Runs data:refresh in a process of its own: its memory (the import) never stays in the server's. */
function runRefreshProcess(args: string[]) {
  return new Promise<{ stderr: string }>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [
        ...REFRESH_NODE_FLAGS,
        '--import',
        'tsx',
        path.join('scripts', 'data-import', 'cli.ts'),
        'refresh',
        ...args,
      ],
      { cwd: process.cwd(), maxBuffer: 16 << 20, timeout: REFRESH_TIMEOUT_MS },
      // A failed source makes the exit code 1 yet the others are in: the manifest tells.
      (error, stdout, stderr) => {
        if (stdout.trim()) console.log(stdout.trim())
        if (error && error.code !== 1) reject(new Error(stderr.trim() || error.message))
        else resolve({ stderr })
      },
    )
    yieldCpu(child.pid)
  })
}

/**
 * On Vercel, data:refresh in this process instead: a function ships only the files its imports
 * reach (no tsx to run a script with), its memory limit counts a child's memory too, and the
 * platform recycles the instance. The bundler packs the import into this route's chunks.
 */
async function runRefreshInProcess(args: string[]) {
  const { refreshCommand } = await import('@/scripts/data-import/refresh')
  // The command marks a failed source in the exit code; the manifest tells this process instead.
  const exitCode = process.exitCode
  try {
    await refreshCommand(args)
    return { stderr: '' }
  } catch (error) {
    return { stderr: error instanceof Error ? error.message : String(error) }
  } finally {
    process.exitCode = exitCode
  }
}

/**
 * One refresh through the site (the cron route): data:refresh in a child process (on Vercel in
 * this one), loading into PostgreSQL itself; for the embedded database, which only this process may
 * open, the refresh stops after the import and this process loads it (lib/db/open-data.ts). Then
 * this instance and, through Redis, every other drops its cached open-data pages and forgets its id
 * sets.
 * `only`: the sources to refresh (null: all).
 */
export async function runOpenDataRefresh(only: readonly string[] | null): Promise<RefreshSummary> {
  if (running.__studyAbroadRefreshRunning)
    throw new ConflictError('A refresh of the open data is already running on this instance.')
  running.__studyAbroadRefreshRunning = true
  const started = Date.now()
  try {
    const cache = path.resolve(env.DATA_REFRESH_CACHE_DIR)
    const manifestFile = path.join(cache, 'refresh-manifest.json')
    await rm(manifestFile, { force: true })
    const embedded = Boolean((await openDatabase()).dataDir)
    const { stderr } = await (env.ON_VERCEL ? runRefreshInProcess : runRefreshProcess)([
      '--cache',
      cache,
      '--trigger',
      'cron',
      ...(only ? ['--only', only.join(',')] : []),
      ...(env.DATA_REFRESH_OFFLINE_DIR ? ['--offline', env.DATA_REFRESH_OFFLINE_DIR] : []),
      ...(embedded ? ['--no-load'] : []),
    ])
    let manifest: z.infer<typeof manifestSchema>
    try {
      manifest = manifestSchema.parse(JSON.parse(await readFile(manifestFile, 'utf8')))
    } catch {
      throw new Error(`data:refresh wrote no manifest: ${stderr.trim() || 'no message'}`)
    }
    let loaded = manifest.loaded ?? false
    let message = manifest.importMessage ?? manifest.loadMessage ?? null
    if (embedded) {
      const run = {
        runId: randomUUID(),
        trigger: 'cron' as const,
        loaded: manifest.imported,
        loadMessage: manifest.importMessage,
        sources: manifest.sources,
      }
      if (manifest.imported) {
        try {
          const ratesOnly = manifest.ratesOnly ?? false
          const output = path.join(cache, ratesOnly ? 'rates' : 'generated')
          await loadRefreshIntoEmbedded(output, run, ratesOnly)
          loaded = true
        } catch (error) {
          message = `load failed: ${(error as Error).message}; the database keeps its data`
          await recordUnloadedRefresh({ ...run, loaded: false, loadMessage: message })
        }
      } else await recordUnloadedRefresh({ ...run, loaded: false })
    }
    if (loaded) {
      await revalidateRecord([OPEN_DATA_TAG])
      await forgetOpenDataIds()
    }
    return {
      sources: manifest.sources.map(({ id, result, message }) => ({ id, result, message })),
      imported: manifest.imported,
      loaded,
      message,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    }
  } finally {
    running.__studyAbroadRefreshRunning = false
  }
}
