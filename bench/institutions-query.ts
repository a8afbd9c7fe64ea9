// The /institutions query on the database (search with accents folded, country, type, a page),
// timed after a warm-up. `npm run bench` runs it through bench/queries.ts.
import { readInstitutions } from '@/lib/institutions'
import type { InstitutionsState } from '@/lib/institutions/state'

import { timeQueries, type QueryTiming } from './query-timing'

export const INSTITUTION_QUERIES: Partial<InstitutionsState>[] = [
  {},
  { page: 5 },
  { search: 'university', page: 2 },
  { search: 'Universite de Montreal' },
  { search: 'college', country: 'US', page: 3 },
  { country: 'GB', page: 2 },
  { search: 'MIT' },
  { search: 'Technical University of Berlin' },
  { search: 'san', type: 'all' },
  { search: 'institute of technology' },
  { country: 'AU', type: 'vocational' },
  { search: 'state', country: 'US' },
]

export async function benchInstitutionsQuery(runs = 50): Promise<QueryTiming> {
  return timeQueries(
    INSTITUTION_QUERIES,
    (q) => readInstitutions({ search: '', country: '', type: '', page: 1, ...q }),
    runs,
  )
}
