// The back office's award list (/staff/data/awards): the table read and the filters with their
// counts, for a set of searches and filters, timed after a warm-up. `npm run bench` runs it through
// bench/queries.ts with the open data loaded beside the awards.
import { listStoredAwards } from '@/lib/db/awards'
import { awardListView, type AwardListState } from '@/lib/scholarships/staff-list'

import { timeQueries, type QueryTiming } from './query-timing'

export const AWARD_LIST_QUERIES: AwardListState[] = [
  { q: '', filter: 'all' },
  { q: '', filter: 'unchecked' },
  { q: '', filter: 'passed' },
  { q: 'chevening', filter: 'all' },
  { q: 'university', filter: 'unchecked' },
  { q: 'government scholarship', filter: 'passed' },
]

export async function benchAwardListQuery(runs = 50): Promise<QueryTiming> {
  return timeQueries(
    AWARD_LIST_QUERIES,
    async (state) => awardListView(await listStoredAwards(), state, new Date()),
    runs,
  )
}
