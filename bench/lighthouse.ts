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

import { firstLoadBundles } from './bundles'
import { ensureBuild, machineInfo, saveResults, startServer } from './common'
import { median, type LighthousePage, type LighthouseResults } from './report'

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

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
]

const run = promisify(execFile)

/**
 * Lighthouse's own command line, in a plain Node process: it sends some of its functions to the
 * browser as source text, which breaks when they pass through this script's TypeScript loader.
 */
async function audit(url: string, port: number) {
  // It exits non-zero when a run fails, with the report (and its runtimeError) still on stdout.
  const stdout = await run(
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
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '',
  )
  const lhr = JSON.parse(stdout) as RunnerResult['lhr']
  const result = { lhr }
  const { categories, audits } = result.lhr
  if (!lhr?.categories) throw new Error(`Lighthouse gave no report for ${url}.`)
  // A category Lighthouse could not score (its runtimeError says why) is NaN, never 0.
  const score = (id: string) => {
    const value = categories[id]?.score
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN
  }
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
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
        const result = await audit(server.url + path, chrome.port)
        console.log(
          `${path} run ${run}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}, CLS ${result.cls.toFixed(3)}`,
        )
        if (result.failing.length) console.log(`  below full marks: ${result.failing.join(', ')}`)
        if (result.error) console.log(`  Lighthouse could not finish the run: ${result.error}`)
        lighthouseVersion = result.version
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
