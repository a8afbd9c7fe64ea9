// The list queries timed in process (no server), with the p95 each issue asks for. Run by
// `npm run bench` as a child process; prints the rows of its table as JSON.
import { pathToFileURL } from 'node:url'

import { benchInstitutionsQuery } from './institutions-query'
import { benchProgrammesQuery } from './programmes-query'
import type { QueryBench } from './report'

export function benchQueries(): QueryBench[] {
  const directory = benchInstitutionsQuery()
  const programmes = benchProgrammesQuery(400)
  return [
    {
      name: 'directory: search, country, page (`/institutions`)',
      records: directory.records,
      runs: directory.runs * directory.queries.length,
      medianMs: directory.medianMs,
      p95Ms: directory.p95Ms,
      targetMs: 5,
    },
    {
      name: 'programmes: search, filters, budget in a currency, sort, facets (`/programmes`)',
      records: programmes.programmes,
      runs: programmes.runs,
      medianMs: programmes.p50Ms,
      p95Ms: programmes.p95Ms,
      targetMs: 10,
    },
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(benchQueries()))
}
