import type { University } from '@/data/schema'

import type { UkState } from './list-options'
import {
  listAllUniversities,
  listUkCities,
  listUkUniversities,
  topUkUniversities,
  ukStats,
} from './universities'
import { ukParamsSchema, type RawSearchParams } from './validation/search-params'

/** SPEC §2: a fixed figure on the UK portal's hero. */
export const ANCIENT_UNIVERSITIES = 4

export function buildUkView(raw: RawSearchParams, items: University[] = listAllUniversities()) {
  const cities = listUkCities(items)
  const parsed = ukParamsSchema({ cities }).parse(raw)
  const results = listUkUniversities(parsed, items)
  const state: UkState = { ...parsed, page: results.page }
  return {
    state,
    results,
    cities,
    stats: ukStats(items),
    top: topUkUniversities(items),
    filtersActive: Boolean(state.search || state.city),
  }
}
