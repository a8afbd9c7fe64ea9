// `npm run bench:lighthouse`: Lighthouse (mobile preset, default simulated throttling) on the
// pages students land on, in Debian's Chromium, three runs per page with the median kept, plus the
// first-load JavaScript of every route.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import type { RunnerResult } from 'lighthouse'

import { courses } from '@/data/courses'
import { scholarships } from '@/data/scholarships'
import { universities } from '@/data/universities'
import { CHROMIUM_ARGS } from '@/test/chromium-args'

import { firstLoadBundles } from './bundles'
import { ensureBuild, machineInfo, saveResults, startServer } from './common'
import { median, type LighthousePage, type LighthouseResults } from './report'

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

const PAGES = [
  '/',
  '/universities',
  '/uk-universities',
  '/courses',
  '/scholarships',
  '/apply-now',
  `/universities/${universities[0]!.slug}`,
  `/courses/${courses[0]!.id}`,
  `/scholarships/${scholarships[0]!.slug}`,
  '/institutions',
  '/programmes',
  // A directory record and a programme: one of each kind of open-data page.
  '/institutions/massachusetts-institute-of-technology',
  '/programmes/uk-10000291-k00170-full-time',
]

const run = promisify(execFile)

/**
 * Lighthouse's own command line, in a plain Node process: it sends some of its functions to the
 * browser as source text, which breaks when they pass through this script's TypeScript loader.
 */
async function audit(url: string, port: number) {
  // Now and then Lighthouse ends without a report (the browser tab went away): try once more.
  let lhr: RunnerResult['lhr'] | undefined
  let failure = ''
  for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
    const outcome = await report(url, port)
    if ('lhr' in outcome) lhr = outcome.lhr
    else failure = outcome.failure
  }
  if (!lhr?.categories) throw new Error(`Lighthouse gave no report for ${url}: ${failure}`)
  return summarise(lhr)
}

async function report(
  url: string,
  port: number,
): Promise<{ lhr: RunnerResult['lhr'] } | { failure: string }> {
  // It exits non-zero when a run fails, with the report (and its runtimeError) still on stdout.
  const output = await run(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).then(
    (done) => ({ stdout: done.stdout, stderr: done.stderr }),
    (failed: { stdout?: string; stderr?: string }) => ({
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    }),
  )
  try {
    return { lhr: JSON.parse(output.stdout) as RunnerResult['lhr'] }
  } catch {
    return { failure: output.stderr.trim().split('\n').slice(-3).join(' ') || 'no output' }
  }
}

const unmeasured = {
  performance: Number.NaN,
  accessibility: Number.NaN,
  bestPractices: Number.NaN,
  seo: Number.NaN,
  cls: Number.NaN,
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  fcpMs: Number.NaN,
  styleLayoutMs: Number.NaN,
  scriptMs: Number.NaN,
  failing: [] as string[],
  error: undefined as string | undefined,
  version: '',
  userAgent: '',
}

function summarise(lhr: RunnerResult['lhr']): typeof unmeasured {
  const result = { lhr }
  const { categories, audits } = result.lhr
  // A category Lighthouse could not score (its runtimeError says why) is NaN, never 0.
  const score = (id: string) => {
    const value = categories[id]?.score
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN
  }
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
  // The main thread's work by kind, as Lighthouse reports it (observed, scaled by its CPU slowdown).
  const work = audits['mainthread-work-breakdown']?.details as
    { items?: { group?: string; duration?: number }[] } | undefined
  const workIn = (...groups: string[]) =>
    work?.items
      ? work.items
          .filter((item) => item.group && groups.includes(item.group))
          .reduce((sum, item) => sum + (item.duration ?? 0), 0)
      : Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    styleLayoutMs: workIn('styleLayout'),
    scriptMs: workIn('scriptEvaluation', 'scriptParseCompile'),
    failing: Object.values(result.lhr.audits)
      .filter(
        (item) => item.score !== null && item.score < 1 && item.scoreDisplayMode !== 'informative',
      )
      .map((item) => item.id),
    error: lhr.runtimeError?.code,
    version: result.lhr.lighthouseVersion,
    userAgent: result.lhr.environment.hostUserAgent,
  }
}

async function main() {
  if (!existsSync(CHROME_PATH))
    throw new Error(
      `No Chromium at ${CHROME_PATH}: run \`sudo apt-get install -y chromium\` or set CHROME_PATH.`,
    )
  ensureBuild()
  const server = await startServer('lighthouse', PORT, {})
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  const pages: LighthousePage[] = []
  let lighthouseVersion = ''
  let chromium = ''
  try {
    for (const path of PAGES) {
      await fetch(server.url + path) // the first request of a page is not a student's
      const runs: Awaited<ReturnType<typeof audit>>[] = []
      for (let run = 1; run <= RUNS; run++) {
        // A page Lighthouse cannot report on is shown as not measured; the other pages still count.
        const result = await audit(server.url + path, chrome.port).catch((error: Error) => ({
          ...unmeasured,
          error: error.message,
        }))
        console.log(
          `${path} run ${run}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}, CLS ${result.cls.toFixed(3)}`,
        )
        if (result.failing.length) console.log(`  below full marks: ${result.failing.join(', ')}`)
        if (result.error) console.log(`  Lighthouse could not finish the run: ${result.error}`)
        if (result.version) lighthouseVersion = result.version
        if (result.userAgent)
          chromium = /(HeadlessChrome|Chrome)\/[\d.]+/.exec(result.userAgent)?.[0] ?? 'Chromium'
        runs.push(result)
      }
      const middle = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick))
      pages.push({
        path,
        runs: runs.length,
        performance: middle((run) => run.performance),
        accessibility: middle((run) => run.accessibility),
        bestPractices: middle((run) => run.bestPractices),
        seo: middle((run) => run.seo),
        cls: middle((run) => run.cls),
        lcpMs: middle((run) => run.lcpMs),
        tbtMs: middle((run) => run.tbtMs),
        fcpMs: middle((run) => run.fcpMs),
        styleLayoutMs: middle((run) => run.styleLayoutMs),
        scriptMs: middle((run) => run.scriptMs),
        errors: [...new Set(runs.flatMap((run) => (run.error ? [run.error] : [])))],
      })
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
  const results: LighthouseResults = {
    machine: machineInfo(),
    chromium: chromium.replace('HeadlessChrome', 'Chromium (headless)'),
    lighthouse: lighthouseVersion,
    pages,
    bundles: firstLoadBundles(),
  }
  saveResults('lighthouse.json', results)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
