import 'server-only'

import { getCostModel } from '@/lib/costs/model'
import { convertibleCurrencies, displayCurrency, offeredCurrencies } from '@/lib/currency'
import { formatNumber } from '@/lib/format'
import { institutionNames } from '@/lib/institutions'
import { loadFxRates } from '@/lib/open-data'
import { listProgrammes, listRates, listSubjectOptions } from '@/lib/programmes/index'
import { programmesStateSchema, type ProgrammesState } from '@/lib/programmes/state'
import type { RawSearchParams } from '@/lib/validation/search-params'

/** Everything /programmes renders, from its query string. */
export async function buildProgrammesView(raw: RawSearchParams) {
  const subjects = await listSubjectOptions()
  const allRates = await loadFxRates()
  const currencies = convertibleCurrencies(allRates)
  const subjectSlugs = [...subjects.categories, ...subjects.finer].map((s) => s.slug)
  const parsed = programmesStateSchema({ subjects: subjectSlugs, currencies }).parse(raw)
  // An unknown provider id falls back to all providers.
  const providerName = parsed.provider
    ? (await institutionNames([parsed.provider]))[parsed.provider]
    : undefined
  if (!providerName) parsed.provider = ''
  const display = displayCurrency(parsed.currency)
  // The cards' fees at the same one source and day as the fits read in listProgrammes.
  const fx = listRates(display, allRates, await getCostModel())
  const results = await listProgrammes(parsed, display)
  const state: ProgrammesState = { ...parsed, page: results.page }
  return {
    state,
    display,
    fx,
    /** Every code the rates convert to (what a URL may name). */
    currencies,
    /** The picker's choice: the ECB's and the main sending countries' currencies, and the one shown. */
    offered: offeredCurrencies(allRates, display),
    subjects,
    results,
    providerName,
    filtersActive: Boolean(
      state.search ||
      state.subject ||
      state.level ||
      state.country ||
      state.mode ||
      state.provider ||
      state.budget,
    ),
  }
}

export type ProgrammesView = Awaited<ReturnType<typeof buildProgrammesView>>

/** /programmes' title and description: the number of programmes is counted, never a target. */
export function programmesMetadata(counts: { uk: number; au: number }) {
  return {
    title: 'Programmes in the UK and Australia',
    description: `Search ${formatNumber(counts.uk + counts.au)} real programmes: ${formatNumber(counts.uk)} UK undergraduate courses from Discover Uni (graduate salaries and outcomes; UK open data publishes no fees) and ${formatNumber(counts.au)} Australian courses from CRICOS (fees as registered, in your currency).`,
    path: '/programmes',
  }
}
