import {
  firstRenderShape,
  isContentRoute,
  median,
  renderResults,
  summariseOverload,
  summariseRuns,
  type LighthouseResults,
  type ServerResults,
} from './report'

const machine = {
  date: '2026-11-21',
  node: '20.20.2',
  cpus: 'Test CPU',
  cores: 2,
  memoryGiB: 24,
  os: 'Linux 6',
}

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
    expect(median([97, Number.NaN, 99])).toBe(98)
    expect(median([Number.NaN])).toBeNaN()
  })
})

describe('summariseOverload', () => {
  it('sums what was served and shed, and keeps the median latencies of the runs', () => {
    const run = (requests: number, ok: number, p99Ms: number) => ({
      path: '/universities?search=a&v=<n>',
      connections: 1000,
      seconds: 10,
      requests,
      ok,
      shed: requests - ok,
      failed: 0,
      p50Ms: p99Ms / 10,
      p99Ms,
    })
    const row = summariseOverload([
      run(20000, 300, 900),
      run(6000, 600, 5000),
      run(30000, 250, 400),
    ])
    expect(row).toMatchObject({ runs: 3, requests: 56000, ok: 1150, shed: 54850, failed: 0 })
    // One slow run does not decide the row.
    expect(row.p99Ms).toBe(900)
    expect(row.p50Ms).toBe(90)
  })
})

describe('summariseRuns', () => {
  it('keeps the median of each figure and sums the counts', () => {
    const summary = summariseRuns([
      { requestsPerSecond: 100, p50Ms: 5, p99Ms: 40, ok: 1000, failed: 0 },
      { requestsPerSecond: 300, p50Ms: 3, p99Ms: 20, ok: 3000, failed: 2, failures: { '503': 2 } },
      {
        requestsPerSecond: 200,
        p50Ms: 4,
        p99Ms: 90,
        ok: 2000,
        failed: 1,
        failures: { '503': 0, timeout: 1 },
      },
    ])
    expect(summary).toEqual({
      runs: 3,
      requestsPerSecond: 200,
      p50Ms: 4,
      p99Ms: 40,
      ok: 6000,
      failed: 3,
      failures: { '503': 2, timeout: 1 },
    })
  })
})

describe('isContentRoute', () => {
  it('holds students’ reading pages to the budget, not forms, errors or the back office', () => {
    for (const route of [
      '/',
      '/universities',
      '/universities/[slug]',
      '/blog/[slug]',
      '/tests/[slug]',
    ])
      expect(isContentRoute(route)).toBe(true)
    for (const route of ['/apply-now', '/contact', '/staff', '/staff/login', '/test-error'])
      expect(isContentRoute(route)).toBe(false)
  })
})

const pgliteRun = {
  database: 'PGlite',
  rateLimitStore: 'memory',
  connections: 50,
  rate: 300,
  capacityPerSecond: 480,
  acceptedPerSecondAtRate: 299.5,
  p50Ms: 20,
  p99Ms: 45,
  burstP50Ms: 38,
  burstP99Ms: 320,
  accepted: 5000,
  rejected: 0,
  rowsAfter: 5000,
  peakMemoryMiB: 300,
}

const load = (requestsPerSecond: number, p99Ms: number) => ({
  runs: 3,
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p95Ms: p99Ms * 0.8,
  p99Ms,
  ok: 1,
  failed: 0,
})

describe('renderResults', () => {
  const server: ServerResults = {
    machine,
    skipped: ['PostgreSQL at postgres://x (set BENCH_POSTGRES_URL): refused'],
    memory: [
      { database: 'PGlite', startedMiB: 540.2, loadedMiB: 590.7, restingMiB: 420 },
      { database: 'PostgreSQL', startedMiB: 110, loadedMiB: 240.4 },
      // Over the target just after loading, under it at rest: judged at rest.
      { database: 'PostgreSQL (settled)', startedMiB: 200, loadedMiB: 300, restingMiB: 230 },
    ],
    queries: [
      { name: 'directory', records: 13213, runs: 800, medianMs: 1.2, p95Ms: 3.5, targetMs: 5 },
      { name: 'programmes', records: 54889, runs: 800, medianMs: 6, p95Ms: 12.25, targetMs: 10 },
    ],
    pages: {
      machine,
      connections: 50,
      seconds: 10,
      staticPage: { ...load(1000, 90), path: '/about', htmlKiB: 40.2, ratio: 1 },
      lists: [
        { ...load(800, 120), path: '/universities?page=2', htmlKiB: 60, ratio: 0.8 },
        // Fast enough, but too much HTML.
        { ...load(700, 150), path: '/programmes?page=2', htmlKiB: 95.5, ratio: 0.7 },
      ],
      // p95 within 150 ms at 10 connections: met, whatever its ratio.
      firstRender: {
        ...load(100, 180),
        path: '/universities?search=a&v=<n>',
        htmlKiB: 60,
        ratio: 0.1,
        connections: 10,
      },
      overload: {
        path: '/universities?search=a&v=<n>',
        connections: 1000,
        seconds: 10,
        requests: 20000,
        ok: 1500,
        shed: 18500,
        failed: 0,
        connectionErrors: 0,
        p50Ms: 40,
        p99Ms: 1800,
        shedP99Ms: 35,
      },
      listSizes: [
        { path: '/courses', cards: 24, htmlKiB: 117.2 },
        { path: '/institutions', cards: 24, htmlKiB: 51.6 },
        // Longer than the target's 9 to 24 cards: shown, not judged.
        { path: '/scholarships/merit', cards: 47, htmlKiB: 189 },
      ],
      peakMemoryMiB: 250.4,
    },
    apply: [
      pgliteRun,
      // The same figures, but one accepted application missing from the table.
      { ...pgliteRun, database: 'PostgreSQL', rateLimitStore: 'PostgreSQL', rowsAfter: 4999 },
      // Two refused, and what they were answered.
      {
        ...pgliteRun,
        rateLimitStore: 'Redis',
        accepted: 4998,
        rejected: 2,
        refusals: { '500': 1, timeout: 1, ECONNRESET: 0 },
        rowsAfter: 4998,
      },
    ],
  }
  const lighthouse: LighthouseResults = {
    machine,
    chromium: 'Chromium 156',
    lighthouse: '12.8.2',
    pages: [
      {
        path: '/',
        runs: 3,
        performance: 99,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        cls: 0,
        lcpMs: 1500,
        tbtMs: 10,
        fcpMs: 900,
        styleLayoutMs: 412.6,
        scriptMs: 98.2,
      },
      {
        path: '/courses',
        runs: 3,
        performance: 99,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        cls: 0.02,
        lcpMs: 1500,
        tbtMs: 10,
        fcpMs: 900,
      },
    ],
    bundles: [
      { route: '/', gzipKiB: 140.04 },
      { route: '/universities', gzipKiB: 152 },
      { route: '/apply-now', gzipKiB: 200 },
      { route: '/staff', gzipKiB: 160 },
    ],
  }

  it('marks every figure that misses its target', () => {
    const markdown = renderResults(server, lighthouse)
    expect(markdown).toContain('| PGlite | 540 | 591 | 420 | **no** |')
    // An older run without a resting figure is judged on the loaded one, and says so.
    expect(markdown).toContain('| PostgreSQL | 110 | 240 | not measured | yes |')
    expect(markdown).toContain('| PostgreSQL (settled) | 200 | 300 | 230 | yes |')
    expect(markdown).toContain('| directory | 13213 | 800 | 1.2 | 3.5 | 5 | yes |')
    expect(markdown).toContain('| programmes | 54889 | 800 | 6 | 12.25 | 10 | **no** |')
    expect(markdown).toContain(
      '| static: `/about` | 1000 | 1 | 45 | 72 | 90 | 40.2 | 0 | reference |',
    )
    // p99 over 100 ms behind the proxy: a miss even at 0.8 of the static page.
    expect(markdown).toContain(
      '| `/universities?page=2` | 800 | 0.8 | 60 | 96 | 120 | 60 | 0 | **no** |',
    )
    expect(markdown).toContain(
      '| `/programmes?page=2` | 700 | 0.7 | 75 | 120 | 150 | 95.5 | 0 | **no** |',
    )
    expect(markdown).toContain(
      '| first render: `/universities?search=a&v=<n>` | 100 | 0.1 | 90 | 144 | 180 | 60 | 0 | yes |',
    )
    expect(markdown).toContain(
      '| 20000 | 1500 (7.5%) | 18500 (92.5%) | 0 | 0 | 40 | 1800 | 35 | yes |',
    )
    expect(markdown).toContain('| `/courses` | 24 | 117.2 | **no** |')
    expect(markdown).toContain('| `/institutions` | 24 | 51.6 | yes |')
    expect(markdown).toContain('| `/scholarships/merit` | 47 | 189 | not judged |')
    expect(markdown).toContain(
      '| PGlite | memory | 480 | 300 | 20 | 45 | 38 | 320 | 5000 | 0 | 5000 | 300 | yes |',
    )
    // The burst figures are shown, not judged: a slow burst does not fail the row above.
    // One application missing from the table fails the run, however fast it was.
    expect(markdown).toContain('| 5000 | 0 | 4999 | 300 | **no** |')
    expect(markdown).toContain('| 4998 | 2 (500 x1, timeout x1) | 4998 | 300 | **no** |')
    expect(markdown).toContain('| `/` | 99 | 100 | 100 | 100 | 0 | 1500 | 10 | 413 | 98 | yes |')
    // A result saved before the main-thread breakdown was recorded says so rather than 0.
    expect(markdown).toContain(
      '| `/courses` | 99 | 100 | 100 | 100 | 0.02 | 1500 | 10 | not measured | not measured | **no** |',
    )
    expect(markdown).toContain('| `/` | 140 | yes |')
    expect(markdown).toContain('| `/universities` | 152 | **no** |')
    expect(markdown).toContain('| `/apply-now` | 200 | **no** |')
    expect(markdown).toContain('| `/staff` | 160 | no budget |')
    expect(markdown).toContain('- Not run: PostgreSQL at postgres://x')
  })

  it('judges each back-office list on its p95 and on every answer being the list page', () => {
    const list = (path: string, p95Ms: number, records: number) => ({
      ...load(50, p95Ms * 1.5),
      p95Ms,
      path,
      urls: [path, `${path}?q=university`, `${path}?filter=unchecked`],
      records,
    })
    const markdown = renderResults(
      {
        ...server,
        office: {
          machine,
          connections: 4,
          seconds: 10,
          institutions: 13182,
          programmes: 54889,
          peakMemoryMiB: 610.4,
          lists: [
            list('/staff/data/awards', 180, 65),
            // Over 200 ms at p95: a miss.
            list('/staff/data/universities', 240.25, 300),
            // Fast, but some answers were the sign-in page, not the list.
            {
              ...list('/staff/data/costs', 40, 19),
              failed: 3,
              failures: { '307': 2, 'unexpected page': 1 },
            },
          ],
        },
      },
      undefined,
    )
    expect(markdown).toContain('Back office (signed in, straight to `next start`): 4 connections')
    expect(markdown).toContain('The server held 13182 institutions and 54889 programmes')
    expect(markdown).toContain(
      '| `/staff/data/awards` | 65 | 3 | 1 | 50 | 135 | 180 | 270 | 0 | yes |',
    )
    expect(markdown).toContain(
      '| `/staff/data/universities` | 300 | 3 | 1 | 50 | 180.2 | 240.3 | 360.4 | 0 | **no** |',
    )
    expect(markdown).toContain(
      '| `/staff/data/costs` | 19 | 3 | 4 | 50 | 30 | 40 | 60 | 3 (307 x2, unexpected page x1) | **no** |',
    )
    expect(markdown).toContain('Target: each record list answers in <= 200 ms at p95')
    expect(markdown).toContain('`/staff/data/awards?q=university`')
    // The in-process row stays beside it.
    expect(markdown).toContain('| directory | 13213 | 800 |')
    // A result from before the back office was measured has no such table.
    expect(renderResults(server, undefined)).not.toContain('Back office (signed in')
  })

  it('says which benchmark has not been run', () => {
    const markdown = renderResults(undefined, lighthouse)
    expect(markdown).toContain('`npm run bench` has not been run yet.')
    expect(renderResults(server, undefined)).toContain(
      '`npm run bench:lighthouse` has not been run yet.',
    )
  })

  it('says how the first-render row was measured: through the proxy, or straight as before', () => {
    const pages = server.pages!
    const proxied = {
      ...pages,
      firstRender: { ...pages.firstRender, via: 'proxy' as const, warmupSeconds: 20 },
    }
    expect(renderResults({ ...server, pages: proxied }, lighthouse)).toContain(
      "The first-render row goes through the proxy too, with 10 connections, every request a list query no one asked before: a miss in the proxy's cache",
    )
    expect(firstRenderShape(proxied)).toContain(
      'Before its runs the server gets 20 s of the same queries',
    )
    // Results written before the row went through the proxy keep their own description.
    expect(firstRenderShape(pages)).toContain(
      'The first-render row goes straight to `next start` with 10 connections',
    )
    expect(firstRenderShape(pages)).toContain('rendered and compressed by Next')
    // Two instances get a row of their own, said to be on PostgreSQL and Redis.
    const two = { ...proxied, firstRenderTwoInstances: { ...proxied.firstRender, p95Ms: 160 } }
    const markdown = renderResults({ ...server, pages: two }, lighthouse)
    expect(markdown).toContain('two `next start` on one PostgreSQL and Redis')
    expect(markdown).toMatch(
      /\| first render, two instances \(PostgreSQL \+ Redis\): `\/universities\?search=a&v=<n>` \| 100 \| 0\.1 \| 90 \| 160 \| 180 \| 60 \| 0 \| \*\*no\*\* \|/,
    )
  })
})
