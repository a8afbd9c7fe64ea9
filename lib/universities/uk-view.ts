import { universitiesCurrencies } from '@/lib/costs/inputs'
import {
  convertibleCurrencies,
  displayCurrency,
  pageRates,
  readDisplayCurrency,
  type FxTable,
} from '@/lib/currency'
import { listUkCities, listUkUniversities, topUkUniversities, ukStats } from '@/lib/universities'
import { tuitionPerYear, tuitionRatesNote } from '@/lib/universities/fees'
import { ukStateSchema, type UkState } from '@/lib/universities/state'
import { universityCardData } from '@/lib/universities/view'
import { type RawSearchParams } from '@/lib/validation/search-params'
import type { DestinationCosts, University } from '@/data/schema'

/** The UK portal's hero shows this fixed count of ancient universities, not one computed from the data. */
export const ANCIENT_UNIVERSITIES = 4

/**
 * Everything /uk-universities renders. The display currency comes from a `?currency=` link (the
 * browser adds the remembered one); the portal offers no currency filter of its own.
 */
export function buildUkView(
  raw: RawSearchParams,
  items: readonly University[],
  allRates: FxTable,
  model: readonly DestinationCosts[],
) {
  const cities = listUkCities(items)
  const parsed = ukStateSchema({ cities }).parse(raw)
  const results = listUkUniversities(parsed, items)
  const state: UkState = { ...parsed, page: results.page }
  const display = displayCurrency(
    readDisplayCurrency(raw.currency, convertibleCurrencies(allRates)),
  )
  const fx = pageRates(display, universitiesCurrencies(results.items, model), allRates)
  return {
    state,
    results,
    cities,
    display,
    /** Which rates, of which day, the cards' converted tuition rests on. */
    ratesNote: tuitionRatesNote(results.items, 'undergraduate', display, fx),
    /** A card, with the undergraduate tuition. */
    card: (u: University) => universityCardData(u, tuitionPerYear(u, 'undergraduate', display, fx)),
    stats: ukStats(items),
    top: topUkUniversities(items),
    filtersActive: Boolean(state.search || state.city),
  }
}
