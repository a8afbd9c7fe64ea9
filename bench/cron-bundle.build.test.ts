/**
 * Runs after `next build` (`npm run test:budgets`): on Vercel the cron route runs data:refresh in
 * its own process, so the import must be in the route's chunks and its file reads scoped. The run
 * from the traced files alone is app/api/cron/refresh/vercel-bundle.services.test.ts. Every other
 * route's traced files are checked the same way.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
const ROUTE_TRACE = path.join(
  ROOT,
  '.next',
  'server',
  'app',
  'api',
  'cron',
  'refresh',
  'route.js.nft.json',
)

if (!existsSync(ROUTE_TRACE)) throw new Error('No build: run `npm run build` first.')

const routeFiles = (JSON.parse(readFileSync(ROUTE_TRACE, 'utf8')) as { files: string[] }).files.map(
  (file) => path.relative(ROOT, path.resolve(path.dirname(ROUTE_TRACE), file)),
)

describe('the cron route as Vercel ships it', () => {
  it('holds the import in its own chunks', () => {
    const chunks = routeFiles.filter((file) => file.startsWith('.next/server/chunks/'))
    // The line data:refresh prints per source, in the compiled import.
    expect(
      chunks.filter((file) =>
        readFileSync(path.join(ROOT, file), 'utf8').includes('data:refresh ['),
      ),
    ).not.toEqual([])
  })

  it('traces the files its run reads, and not the whole project', () => {
    expect(routeFiles).toEqual(expect.arrayContaining(['lib/db/open-data-load.mjs']))
    expect(
      routeFiles.filter((file) => file.startsWith('lib/db/migrations/')).length,
    ).toBeGreaterThan(0)
    // A path the bundler cannot scope makes it ship every source file with the route.
    expect(routeFiles.filter((file) => /^(app|components|e2e)\//.test(file))).toEqual([])
  })

  it('ships the committed copies a first run seeds from (DfE has no publisher file)', () => {
    expect(routeFiles).toEqual(
      expect.arrayContaining([
        'data/sources/uk_dfe_degree_institutions.json',
        'data/sources/LICENSE-dfe-reference-data.txt',
        'data/sources/open/uk-discover-uni/dim_cah.csv',
        'data/sources/open/uk-discover-uni/SubjectBuilder.csv',
      ]),
    )
  })
})

function tracesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return tracesUnder(file)
    return entry.name.endsWith('.nft.json') ? [file] : []
  })
}

const tracedBy = (trace: string) =>
  (JSON.parse(readFileSync(trace, 'utf8')) as { files: string[] }).files.map((file) =>
    path.relative(ROOT, path.resolve(path.dirname(trace), file)),
  )

describe('every route as a deployment ships it', () => {
  const traces = tracesUnder(path.join(ROOT, '.next', 'server', 'app'))

  it('traces no source folder whole (a file read the bundler cannot scope)', () => {
    const whole = traces.filter((trace) =>
      tracedBy(trace).some((file) => /^(app|components|e2e)\//.test(file)),
    )
    expect(whole.map((trace) => path.relative(ROOT, trace))).toEqual([])
  })

  it('ships the curated seed files the start-up reads', () => {
    const page = path.join(ROOT, '.next', 'server', 'app', 'scholarships', 'page.js.nft.json')
    expect(tracedBy(page)).toEqual(
      expect.arrayContaining([
        'data/scholarships.json',
        'data/universities.json',
        'data/university-deadlines.json',
        'data/destination-costs.json',
      ]),
    )
  })
})
