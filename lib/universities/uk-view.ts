import {
  listAllUniversities,
  listUkCities,
  listUkUniversities,
  topUkUniversities,
  ukStats,
} from '@/lib/universities'
import { ukStateSchema, type UkState } from '@/lib/universities/state'
import type { RawSearchParams } from '@/lib/validation/search-params'
import type { University } from '@/data/schema'

/** The UK portal's hero shows this fixed count of ancient universities, not one computed from the data. */
export const ANCIENT_UNIVERSITIES = 4

export function buildUkView(raw: RawSearchParams, items: University[] = listAllUniversities()) {
  const cities = listUkCities(items)
  const parsed = ukStateSchema({ cities }).parse(raw)
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
