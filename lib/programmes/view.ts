import 'server-only'

import { resolveDisplayCurrency } from '@/lib/currency'
import { formatNumber } from '@/lib/format'
import { fxTable, knownCurrencies, programmeIndex } from '@/lib/programmes/index'
import { queryProgrammes } from '@/lib/programmes/query'
import { programmesStateSchema, type ProgrammesState } from '@/lib/programmes/state'
import type { RawSearchParams } from '@/lib/validation/search-params'

/** Everything /programmes renders, from its query string and the remembered currency. */
export function buildProgrammesView(raw: RawSearchParams, cookieCurrency?: string) {
  const { index, subjects, subjectSlugs } = programmeIndex()
  const fx = fxTable()
  const currencies = knownCurrencies()
  const parsed = programmesStateSchema({ subjects: subjectSlugs, currencies }).parse(raw)
  const display = resolveDisplayCurrency(parsed.currency || undefined, cookieCurrency, fx)
  const results = queryProgrammes(index, parsed, display, fx)
  const state: ProgrammesState = { ...parsed, page: results.page }
  return {
    state,
    display,
    fx,
    currencies,
    subjects,
    results,
    filtersActive: Boolean(
      state.search || state.subject || state.level || state.country || state.mode || state.maxFee,
    ),
  }
}

export type ProgrammesView = ReturnType<typeof buildProgrammesView>

/** /programmes' title and description: the number of programmes is counted, never a target. */
export function programmesMetadata(total: number = programmeIndex().index.length) {
  return {
    title: 'Programmes in the UK and Australia',
    description: `Search ${formatNumber(total)} real programmes from Discover Uni (UK) and CRICOS (Australia): fees per year in your currency, graduate salaries, employment and entry data, with sources and years.`,
    path: '/programmes',
  }
}
