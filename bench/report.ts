// Pure helpers for the benchmarks: summarising repeated runs and writing bench/results.md.

export interface MachineInfo {
  date: string
  node: string
  cpus: string
  cores: number
  memoryGiB: number
  os: string
}

export interface LoadRun {
  requestsPerSecond: number
  p50Ms: number
  /** Absent in results from runs before it was recorded. */
  p95Ms?: number
  p99Ms: number
  ok: number
  failed: number
  /** What the failed requests were answered: a status code ("429"), "timeout" or an error code. */
  failures?: Failures
}

/** Failed requests by what they got: a status code, "timeout" or a socket error's code. */
export type Failures = Record<string, number>

/** Both tallies of failures added up. */
export function addFailures(into: Failures, more: Failures = {}): Failures {
  for (const [answer, count] of Object.entries(more)) into[answer] = (into[answer] ?? 0) + count
  return into
}

/** "429 x2, timeout x1", most frequent first; '' for none. */
export function describeFailures(failures: Failures = {}): string {
  return Object.entries(failures)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([answer, count]) => `${answer} x${count}`)
    .join(', ')
}

export interface LoadSummary extends LoadRun {
  runs: number
}

export interface PageLoad extends LoadSummary {
  path: string
  /** Clients at once, when not the run's usual number. */
  connections?: number
  /** Raw HTML of one answer, in KiB. */
  htmlKiB: number
  /** Requests a second against the prerendered page's, in the same runs. */
  ratio: number
}

/** A never-asked list query's runs, and how they were asked. */
export type FirstRenderLoad = PageLoad & {
  via?: 'proxy'
  /** Seconds of the same queries sent first and not reported (none in older results). */
  warmupSeconds?: number
}

export interface PagesResult {
  machine: MachineInfo
  connections: number
  seconds: number
  /** Through the shipped proxy, as every page below but the first render. */
  staticPage: PageLoad
  /** List pages, the same query repeated: answered from the proxy's cache after the first. */
  lists: PageLoad[]
  /**
   * A list query of its own on every request, each rendered by Next: through the proxy (a miss in
   * its cache every time, compressed by nginx) or, in results written before it, straight from
   * `next start`, asking it to compress.
   */
  firstRender: FirstRenderLoad
  /** The same on two instances (PostgreSQL and Redis), both behind the proxy. */
  firstRenderTwoInstances?: FirstRenderLoad
  /** Far more clients than the server can serve at once: what it sheds, and how fast it answers. */
  overload?: OverloadRun
  /** First pages of every list, fetched once each: their raw HTML and how many cards it holds. */
  listSizes?: ListSize[]
  peakMemoryMiB: number
}

export interface ListSize {
  path: string
  /** Cards in the HTML: an `<article>` each, or a list item opening with its heading. */
  cards: number
  htmlKiB: number
}

export interface OverloadRun {
  /** Runs combined: counts summed, latencies the median of the runs' figures. */
  runs?: number
  path: string
  connections: number
  seconds: number
  requests: number
  ok: number
  /** Answered 503 by the proxy (a client over its limits, or the app at its capacity). */
  shed: number
  /** Any other failure: other statuses, errors and timeouts. */
  failed: number
  /** Connections refused, reset or timed out (absent in older results). */
  connectionErrors?: number
  p50Ms: number
  p99Ms: number
  /** How long a refusal took, p99 (absent in older results). */
  shedP99Ms?: number
}

export interface ApplyResult {
  database: string
  rateLimitStore: string
  connections: number
  /** Requests per second the 50 clients send between them in the latency runs. */
  rate: number
  /** Accepted per second with the 50 clients sending as fast as they are answered. */
  capacityPerSecond: number
  acceptedPerSecondAtRate: number
  /** Latency in the runs at `rate`, the requests evenly spaced (bench/paced.ts). */
  p50Ms: number
  p99Ms: number
  /** Latency when each second's `rate` requests leave at once (autocannon's overallRate). */
  burstP50Ms?: number
  burstP99Ms?: number
  /** Every 2xx answer of every run, warm-up included; `rowsAfter` must equal it. */
  accepted: number
  rejected: number
  /** What the rejected ones were answered (absent in results from before it was recorded). */
  refusals?: Failures
  rowsAfter: number
  peakMemoryMiB: number
  /** How the load generator was kept off the server's CPU, if it was. */
  pinning?: string
}

/** A query timed in process, without the server: median and p95 per query. */
export interface QueryBench {
  name: string
  records: number
  runs: number
  medianMs: number
  p95Ms: number
  /** The p95 the issue asks for. */
  targetMs: number
}

/** A server's resident memory (VmRSS) at rest: just started, and once every list has loaded its data. */
export interface MemoryAtRest {
  database: string
  startedMiB: number
  /** 3 s after the data-loading requests. */
  loadedMiB: number
  /** After a minute with no request: what V8 keeps once it has collected the loading's garbage. */
  restingMiB?: number
}

/** Seconds the server is left without requests before its resting memory is read. */
export const REST_SECONDS = 60

/** The memory target of a server: the embedded database's process holds the database too. */
export const memoryTarget = (row: MemoryAtRest) =>
  row.database.startsWith('PostgreSQL') ? TARGETS.idleMemoryPostgresMiB : TARGETS.idleMemoryMiB

/** The figure the memory target is judged on: at rest when measured, else just after loading. */
export const memoryJudged = (row: MemoryAtRest) => row.restingMiB ?? row.loadedMiB

/** One back-office record list, its addresses asked in turn by signed-in clients. */
export interface OfficeList extends LoadSummary {
  /** The list's page, without a query. */
  path: string
  /** The addresses asked in turn: the whole list, a search, each filter. */
  urls: string[]
  /** Records the list holds, counted in the server's database after the run. */
  records: number
}

/** The back office's record lists as staff get them: signed in, straight to `next start`. */
export interface OfficeResult {
  machine: MachineInfo
  connections: number
  seconds: number
  lists: OfficeList[]
  /** The open data the server held, counted in its database after the run. */
  institutions: number
  programmes: number
  peakMemoryMiB: number
}

export interface ServerResults {
  machine: MachineInfo
  queries?: QueryBench[]
  memory?: MemoryAtRest[]
  pages?: PagesResult
  /** Absent in results from runs before the back office was measured over HTTP. */
  office?: OfficeResult
  apply: ApplyResult[]
  skipped: string[]
}

export interface LighthousePage {
  path: string
  runs: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  cls: number
  lcpMs: number
  tbtMs: number
  fcpMs: number
  /**
   * Main-thread time on style and layout, and on script (parse, compile, run), as Lighthouse's
   * work breakdown gives it (observed times scaled by its 4x CPU slowdown): where a page's time
   * goes, which the score alone does not say. Absent in results saved before it was recorded.
   */
  styleLayoutMs?: number
  scriptMs?: number
  /** Lighthouse's runtimeError codes, when a run could not be scored in full. */
  errors?: string[]
}

export interface RouteBundle {
  route: string
  gzipKiB: number
}

export interface LighthouseResults {
  machine: MachineInfo
  chromium: string
  lighthouse: string
  pages: LighthousePage[]
  bundles: RouteBundle[]
}

export const TARGETS = {
  /** Behind the proxy, a list page against the static page, at 50 connections. */
  listToStaticRatio: 0.8,
  applyP99Ms: 50,
  applyPerSecond: 300,
  performance: 98,
  otherCategories: 100,
  /**
   * Content pages' first-load JavaScript. 151, not 150: the matcher's grade countries and the
   * course cards' dated fee ranges put /scholarships and /courses at about 150.4 KB.
   */
  contentPageJsKiB: 151,
  formPageJsKiB: 180,
  listP99Ms: 100,
  /** A list query never asked before, rendered by Next, at 10 connections. */
  firstRenderP95Ms: 150,
  /** At 1,000 connections, what the proxy refuses it refuses at once. */
  shedP99Ms: 200,
  listHtmlKiB: 80,
  idleMemoryMiB: 400,
  idleMemoryPostgresMiB: 250,
  /** At 1,000 connections: every answer, a page or a 503, within two seconds. */
  overloadP99Ms: 2000,
  /** A back-office record list, signed in, straight to `next start`, with the full data loaded. */
  officeListP95Ms: 200,
} as const

/** The median of the measured values; runs that measured nothing (NaN) are left out. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A count of failed requests, with what they got when it was recorded: "2 (500 x1, timeout x1)". */
function failedWithWhat(count: number, failures: Failures | undefined): string {
  const what = describeFailures(failures)
  return what ? `${count} (${what})` : String(count)
}

/** Each figure is the median of that figure over the runs (counts are summed). */
export function summariseRuns(runs: readonly LoadRun[]): LoadSummary {
  return {
    runs: runs.length,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    ...(runs.some((run) => run.p95Ms !== undefined)
      ? { p95Ms: median(runs.map((run) => run.p95Ms ?? Number.NaN)) }
      : {}),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    failures: runs.reduce<Failures>((all, run) => addFailures(all, run.failures), {}),
  }
}

/** The forms: a budget of their own, their validation code loading only when first needed. */
export function isFormRoute(route: string): boolean {
  return route === '/apply-now' || route === '/contact'
}

/** Pages whose first-load JavaScript has the 150 KB budget: everything a student reads. */
export function isContentRoute(route: string): boolean {
  if (route === '/staff' || route.startsWith('/staff/') || route === '/test-error') return false
  return !isFormRoute(route) && !['/_not-found', '/[...missing]'].includes(route)
}

/** The budget a route's first-load JavaScript must stay within, or null when it has none. */
export function budgetFor(route: string): number | null {
  if (isContentRoute(route)) return TARGETS.contentPageJsKiB
  if (isFormRoute(route)) return TARGETS.formPageJsKiB
  return null
}

/** Whether a list page behind the proxy meets the throughput, latency and size targets. */
export function listMeetsTargets(page: PageLoad) {
  return (
    page.ratio >= TARGETS.listToStaticRatio &&
    page.p99Ms <= TARGETS.listP99Ms &&
    page.htmlKiB <= TARGETS.listHtmlKiB &&
    page.failed === 0
  )
}

/** How the first-render row was measured, in the words of the pages table's heading. */
export function firstRenderShape(
  pages: Pick<PagesResult, 'connections' | 'firstRender' | 'firstRenderTwoInstances'>,
) {
  const connections = pages.firstRender.connections ?? pages.connections
  const two = pages.firstRenderTwoInstances
    ? " The two-instance row asks the same of two `next start` on one PostgreSQL and Redis, both in the proxy's upstream, as docs/deploy.md runs a machine of more than one core (every other row: one instance on the embedded PGlite)."
    : ''
  if (pages.firstRender.via !== 'proxy')
    return `The first-render row goes straight to \`next start\` with ${connections} connections, every request a list query no one asked before, rendered and compressed by Next (its data from Next's cache).${two}`
  const { warmupSeconds } = pages.firstRender
  const warmup = warmupSeconds
    ? `Before its runs the server gets ${warmupSeconds} s of the same queries, not reported, as a server that has been working would have had.`
    : 'The server was not warmed with these queries first.'
  return `The first-render row goes through the proxy too, with ${connections} connections, every request a list query no one asked before: a miss in the proxy's cache, rendered by Next (its data from Next's cache) and compressed by nginx, as a visitor gets it. ${warmup}${two}`
}

/** Whether a never-asked list query, rendered by Next, meets its latency target. */
export function firstRenderMeetsTarget(page: PageLoad) {
  return page.p95Ms !== undefined && page.p95Ms <= TARGETS.firstRenderP95Ms && page.failed === 0
}

/** Whether a back-office list answered within its p95 target, every answer the list page. */
export function officeListMeetsTarget(list: OfficeList) {
  return list.p95Ms !== undefined && list.p95Ms <= TARGETS.officeListP95Ms && list.failed === 0
}

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
const mark = (ok: boolean) => (ok ? 'yes' : '**no**')
/** A figure an older run did not measure is said so, not shown as 0. */
const measured = (value: number | undefined) =>
  value === undefined ? 'not measured' : String(round(value, 1))

function machineLine(machine: MachineInfo) {
  return `${machine.date}, ${machine.cpus} (${machine.cores} cores), ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}`
}

function serverSection(results: ServerResults): string[] {
  const lines = ['## Server (`npm run bench`)', '', `Measured ${machineLine(results.machine)}.`, '']
  const { pages } = results
  if (results.memory?.length) {
    lines.push(
      `Server memory (VmRSS): 3 s after it answers, 3 s after every list and a directory page have read their data, and at rest, ${REST_SECONDS} s after that with no request (V8 gives the loading's garbage back only once the process has been idle for a while). Target: < ${TARGETS.idleMemoryMiB} MiB on PGlite, < ${TARGETS.idleMemoryPostgresMiB} MiB on PostgreSQL, at rest with the data loaded.`,
      '',
      '| database | started MiB | data loaded MiB (3 s after) | at rest MiB | meets target |',
      '| --- | ---: | ---: | ---: | --- |',
    )
    for (const row of results.memory)
      lines.push(
        `| ${row.database} | ${round(row.startedMiB)} | ${round(row.loadedMiB)} | ${measured(row.restingMiB)} | ${mark(memoryJudged(row) < memoryTarget(row))} |`,
      )
    lines.push('')
  }
  if (results.queries?.length) {
    lines.push(
      'Queries in process (no server): each figure over every run of every query of the set.',
      '',
      '| query | records | runs | median ms | p95 ms | target p95 ms | meets target |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    )
    for (const query of results.queries)
      lines.push(
        `| ${query.name} | ${query.records} | ${query.runs} | ${round(query.medianMs, 2)} | ${round(query.p95Ms, 2)} | ${query.targetMs} | ${mark(query.p95Ms <= query.targetMs)} |`,
      )
    lines.push('')
  }
  // Results written before the list rows existed have no `lists`: shown as not measured.
  if (pages?.lists) {
    lines.push(
      `Pages through the shipped proxy (\`deploy/nginx.conf\` in front of \`next start\`, its per-client request rate lifted so one machine can act as many visitors): ${pages.connections} connections, each from a loopback address of its own, for ${pages.seconds} s per run; runs alternate between the pages; medians of ${pages.staticPage.runs} runs each. A list page repeats one query, so after its first answer it comes from the proxy's cache, as the static page does. ${firstRenderShape(pages)}`,
      '',
      '| page | pages served/s (2xx) | ratio to static | p50 ms | p95 ms | p99 ms | HTML KiB | non-2xx or errors | meets targets |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    )
    const row = (label: string, page: PageLoad, target: boolean | null) =>
      lines.push(
        `| ${label}\`${page.path}\` | ${round(page.requestsPerSecond)} | ${Number.isFinite(page.ratio) ? round(page.ratio, 2) : '-'} | ${round(page.p50Ms, 1)} | ${measured(page.p95Ms)} | ${round(page.p99Ms, 1)} | ${round(page.htmlKiB, 1)} | ${page.failed} | ${target === null ? 'reference' : mark(target)} |`,
      )
    row('static: ', pages.staticPage, null)
    for (const list of pages.lists) row('', list, listMeetsTargets(list))
    row('first render: ', pages.firstRender, firstRenderMeetsTarget(pages.firstRender))
    if (pages.firstRenderTwoInstances)
      row(
        'first render, two instances (PostgreSQL + Redis): ',
        pages.firstRenderTwoInstances,
        firstRenderMeetsTarget(pages.firstRenderTwoInstances),
      )
    lines.push(
      '',
      `Targets: behind the proxy, a list page >= ${TARGETS.listToStaticRatio} of the static page's requests/s with p99 <= ${TARGETS.listP99Ms} ms (and its HTML <= ${TARGETS.listHtmlKiB} KiB); a list query never asked before, rendered by Next, p95 <= ${TARGETS.firstRenderP95Ms} ms at ${pages.firstRender.connections ?? 10} connections. Server peak memory under this load (VmHWM): ${round(pages.peakMemoryMiB)} MiB.`,
      '',
    )
  }
  if (pages?.listSizes?.length) lines.push(...listSizeLines(pages.listSizes))
  if (pages?.overload) lines.push(...overloadLines(pages.overload))
  if (results.office) lines.push(...officeLines(results.office))
  if (results.apply.length) {
    lines.push(
      "`POST /api/apply` with 50 clients, straight to `next start`, each request from its own address (X-Forwarded-For with `TRUST_PROXY=1`, as the proxy writes it). Capacity: the clients send as fast as they are answered. Latency (the target): 300 requests a second, one every 3.3 ms on up to 50 connections, sent on time whatever the server is doing and timed from when each was due, so waiting for a free connection counts (`bench/paced.ts`). Bursts (shown, not judged): autocannon's `overallRate`, which sends each second's 300 at once as the second starts. Every run sends a fixed number of requests and waits for every answer.",
      '',
      '| database | rate-limit store | capacity accepted/s | accepted/s in latency runs | p50 ms | p99 ms | burst p50 ms | burst p99 ms | accepted | rejected | rows after | peak MiB | meets targets |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    )
    for (const run of results.apply) {
      const meets =
        run.p99Ms <= TARGETS.applyP99Ms &&
        run.capacityPerSecond >= TARGETS.applyPerSecond &&
        run.acceptedPerSecondAtRate >= TARGETS.applyPerSecond * 0.95 &&
        run.rejected === 0 &&
        run.rowsAfter === run.accepted
      lines.push(
        `| ${run.database} | ${run.rateLimitStore} | ${round(run.capacityPerSecond)} | ${round(run.acceptedPerSecondAtRate)} | ${round(run.p50Ms, 1)} | ${round(run.p99Ms, 1)} | ${measured(run.burstP50Ms)} | ${measured(run.burstP99Ms)} | ${run.accepted} | ${failedWithWhat(run.rejected, run.refusals)} | ${run.rowsAfter} | ${round(run.peakMemoryMiB)} | ${mark(meets)} |`,
      )
    }
    lines.push(
      '',
      `Targets: p99 <= ${TARGETS.applyP99Ms} ms at ${TARGETS.applyPerSecond} a second from 50 clients, >= ${TARGETS.applyPerSecond} accepted a second, none refused, and every accepted application in the table afterwards.`,
      '',
    )
    const pinning = [...new Set(results.apply.map((run) => run.pinning ?? 'not pinned'))]
    lines.push(`CPUs: ${pinning.join('; ')}.`, '')
  }
  for (const reason of results.skipped) lines.push(`- Not run: ${reason}`)
  if (results.skipped.length) lines.push('')
  return lines
}

/** Several overload runs as one row: counts summed, p50 and p99 the median of the runs'. */
export function summariseOverload(runs: readonly OverloadRun[]): OverloadRun {
  const sum = (pick: (run: OverloadRun) => number) => runs.reduce((n, run) => n + pick(run), 0)
  return {
    ...runs[0]!,
    runs: runs.length,
    requests: sum((run) => run.requests),
    ok: sum((run) => run.ok),
    shed: sum((run) => run.shed),
    failed: sum((run) => run.failed),
    connectionErrors: sum((run) => run.connectionErrors ?? 0),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    shedP99Ms: median(runs.map((run) => run.shedP99Ms ?? Number.NaN)),
  }
}

/**
 * The overload run: no connection error, every answer within two seconds at p99, and what is
 * refused refused at once, never queued for seconds.
 */
export function overloadMeetsTarget(run: OverloadRun) {
  return (
    run.failed === 0 &&
    (run.connectionErrors ?? 0) === 0 &&
    run.p99Ms <= TARGETS.overloadP99Ms &&
    (run.shed === 0 || (run.shedP99Ms ?? Number.POSITIVE_INFINITY) <= TARGETS.shedP99Ms)
  )
}

function officeLines(office: OfficeResult): string[] {
  return [
    `Back office (signed in, straight to \`next start\`): ${office.connections} connections (a few staff at once) share one editor's session cookie, for ${office.seconds} s per list per run; runs alternate between the lists; figures are the medians of ${office.lists[0]?.runs ?? 0} runs (requests summed). Each list's addresses are asked in turn: the whole list, a search and each filter, every answer rendered by Next (private pages, never cached). Every answer must be 200 and the list page: a redirect to sign-in, or a 200 without the list's heading, counts as a failure. The server held ${office.institutions} institutions and ${office.programmes} programmes (counted in its database after the run). Server peak memory (VmHWM): ${round(office.peakMemoryMiB)} MiB.`,
    '',
    '| list | records | addresses | requests | pages/s | p50 ms | p95 ms | p99 ms | failures | meets target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...office.lists.map(
      (list) =>
        `| \`${list.path}\` | ${list.records} | ${list.urls.length} | ${list.ok + list.failed} | ${round(list.requestsPerSecond)} | ${round(list.p50Ms, 1)} | ${measured(list.p95Ms)} | ${round(list.p99Ms, 1)} | ${failedWithWhat(list.failed, list.failures)} | ${mark(officeListMeetsTarget(list))} |`,
    ),
    '',
    `Target: each record list answers in <= ${TARGETS.officeListP95Ms} ms at p95 with 65 awards and 13,000 institutions loaded, and every answer is the list page.`,
    '',
    `Addresses asked: ${office.lists.flatMap((list) => list.urls.map((url) => `\`${url}\``)).join(', ')}.`,
    '',
  ]
}

/** The HTML target holds for a list page of 9 to 24 cards; longer pages are shown, not judged. */
function listSizeLines(sizes: ListSize[]): string[] {
  const judged = (size: ListSize) => size.cards >= 9 && size.cards <= 24
  return [
    `HTML of each list's first page (one request each; target <= ${TARGETS.listHtmlKiB} KiB for a page of 9 to 24 cards):`,
    '',
    '| page | cards | HTML KiB | meets target |',
    '| --- | ---: | ---: | --- |',
    ...sizes.map(
      (size) =>
        `| \`${size.path}\` | ${size.cards} | ${round(size.htmlKiB, 1)} | ${judged(size) ? mark(size.htmlKiB <= TARGETS.listHtmlKiB) : 'not judged'} |`,
    ),
    '',
  ]
}

function overloadLines(run: OverloadRun): string[] {
  const share = (n: number) => `${round((100 * n) / Math.max(1, run.requests), 1)}%`
  return [
    `Overload: ${run.connections} connections through the proxy, each from a loopback address of its own, for ${run.seconds} s${run.runs ? ` per run, ${run.runs} runs (requests summed, latencies the median of the runs)` : ''} on \`${run.path}\`, every request a query of its own (so none comes from the proxy's cache). The proxy passes the app what it can render at once (\`max_conns\`) and answers the rest \`503\` with \`Retry-After\`.`,
    '',
    '| requests | served | refused (503) | connection errors | other failures | p50 ms | p99 ms | p99 of a refusal ms | meets target |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| ${run.requests} | ${run.ok} (${share(run.ok)}) | ${run.shed} (${share(run.shed)}) | ${measured(run.connectionErrors)} | ${run.failed} | ${round(run.p50Ms, 1)} | ${round(run.p99Ms, 1)} | ${measured(run.shedP99Ms)} | ${mark(overloadMeetsTarget(run))} |`,
    '',
    `Target: no connection error, every answer within ${TARGETS.overloadP99Ms} ms at p99, a refusal within ${TARGETS.shedP99Ms} ms at p99, and no other failure.`,
    '',
  ]
}

function lighthouseSection(results: LighthouseResults): string[] {
  const lines = [
    '## Browser (`npm run bench:lighthouse`)',
    '',
    `Measured ${machineLine(results.machine)}; Lighthouse ${results.lighthouse}, mobile preset with its default (simulated) throttling, ${results.chromium}. Each figure is the median of ${results.pages[0]?.runs ?? 0} runs.`,
    '',
    '| page | performance | accessibility | best practices | SEO | CLS | LCP ms | TBT ms | style and layout ms | script ms | meets targets |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const page of results.pages) {
    const meets =
      page.performance >= TARGETS.performance &&
      page.accessibility === 100 &&
      page.bestPractices === 100 &&
      page.seo === 100 &&
      page.cls === 0
    const shown = (value: number | undefined) =>
      value === undefined || Number.isNaN(value) ? 'not measured' : String(value)
    const ms = (value: number | undefined) => shown(value === undefined ? value : round(value))
    lines.push(
      `| \`${page.path}\` | ${shown(page.performance)} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${shown(round(page.cls, 3))} | ${ms(page.lcpMs)} | ${ms(page.tbtMs)} | ${ms(page.styleLayoutMs)} | ${ms(page.scriptMs)} | ${mark(meets)}${page.errors?.length ? ` (${page.errors.join(', ')})` : ''} |`,
    )
  }
  lines.push(
    '',
    `First-load JavaScript per route (gzip, from \`.next/diagnostics/route-bundle-stats.json\`; budget ${TARGETS.contentPageJsKiB} KB on content pages, ${TARGETS.formPageJsKiB} KB on the forms):`,
    '',
    '| route | KB gzip | within budget |',
    '| --- | ---: | --- |',
  )
  for (const bundle of results.bundles) {
    const budget = budgetFor(bundle.route)
    lines.push(
      `| \`${bundle.route}\` | ${round(bundle.gzipKiB, 1)} | ${budget === null ? 'no budget' : mark(bundle.gzipKiB <= budget)} |`,
    )
  }
  lines.push('')
  return lines
}

/** bench/results.md from whichever of the two result files exist. */
export function renderResults(
  server: ServerResults | undefined,
  lighthouse: LighthouseResults | undefined,
): string {
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` and `npm run bench:lighthouse`; the JSON twins are `server.json` and `lighthouse.json`. Loopback only: client and server share the machine.',
    '',
  ]
  if (server) lines.push(...serverSection(server))
  else lines.push('`npm run bench` has not been run yet.', '')
  if (lighthouse) lines.push(...lighthouseSection(lighthouse))
  else lines.push('`npm run bench:lighthouse` has not been run yet.', '')
  return lines.join('\n')
}
