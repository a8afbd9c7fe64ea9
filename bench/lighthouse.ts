// `npm run bench:lighthouse`: Lighthouse (mobile preset, default simulated throttling) on the
// pages students land on, in Debian's Chromium, three runs per page with the median kept, plus the
// first-load JavaScript of every route.
import { existsSync } from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

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

async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`)
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
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
