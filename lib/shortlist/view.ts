import 'server-only'

// Everything /shortlist renders, from its URL alone: the saved records, each university's and
// programme's total a year (lib/costs, built as their own pages build it), in the order and
// currency asked, and the totals of each group added up.
import { totalCost, type TotalCost } from '@/lib/costs'
import {
  programmeCostInput,
  programmePlace,
  universitiesCurrencies,
  universityCostInput,
} from '@/lib/costs/inputs'
import { getCostModel } from '@/lib/costs/model'
import { ratesText, totalText, type TotalText } from '@/lib/costs/text'
import {
  convertibleCurrencies,
  distinctSources,
  offeredCurrencies,
  pageRates,
  type FxTable,
} from '@/lib/currency'
import { getInstitutions } from '@/lib/institutions'
import { loadFxRates } from '@/lib/open-data'
import { getProgramme, programmeCurrencies } from '@/lib/programmes'
import type { ProgrammeCardData } from '@/lib/programmes/card'
import { hasKnownTotal, orderByTotal, sumPerYear, yearSumText } from '@/lib/shortlist/costs'
import { resolveShortlist } from '@/lib/shortlist/resolve'
import { shortlistViewSchema, viewQuery } from '@/lib/shortlist/state'
import { BUDGET_LEVEL_LABELS } from '@/lib/universities/options'
import type { RawSearchParams } from '@/lib/validation/search-params'
import type { DestinationCosts, University } from '@/data/schema'

export type CostedItem<T> = {
  item: T
  /** null only when the record behind a saved id could not be read. */
  total: TotalCost | null
  text: TotalText | null
  /** Whether the total is known and so counts in the sums. */
  inSum: boolean
}

function costed<T>(item: T, total: TotalCost | null): CostedItem<T> {
  return { item, total, text: total && totalText(total), inSum: hasKnownTotal(total) }
}

/** The saved programmes' full records and their providers' places, for their totals. */
async function programmeTotals(
  cards: ProgrammeCardData[],
  display: string,
  fx: FxTable,
  model: readonly DestinationCosts[],
) {
  const details = await Promise.all(cards.map((c) => getProgramme(c.id)))
  const providerIds = [...new Set(details.flatMap((d) => (d ? [d.programme.provider] : [])))]
  const providers = new Map((await getInstitutions(providerIds)).map((i) => [i.id, i]))
  return cards.map((card, index) => {
    const p = details[index]?.programme
    const total = p
      ? totalCost(
          programmeCostInput(p, programmePlace(p, providers.get(p.provider))),
          display,
          fx,
          model,
        )
      : null
    return costed(card, total)
  })
}

function ratesNote(display: string, totals: (TotalCost | null)[]) {
  const rates = ratesText(distinctSources(totals.flatMap((t) => t?.rates ?? [])))
  return rates ? `Amounts are in ${display}, approximate. ${rates}` : null
}

export async function buildShortlistView(raw: RawSearchParams) {
  const allRates = await loadFxRates()
  const view = shortlistViewSchema(convertibleCurrencies(allRates)).parse(raw)
  const display = view.currency
  const saved = await resolveShortlist(raw)
  const model = await getCostModel()
  // Every total and sum at one source's rates of one day, named once under the sums.
  const fx = pageRates(
    display,
    [
      ...universitiesCurrencies(saved.universities, model),
      ...(saved.programmes.length ? programmeCurrencies(model) : []),
    ],
    allRates,
  )
  const universities = saved.universities.map((u) =>
    costed<University>(u, totalCost(universityCostInput(u, view.level), display, fx, model)),
  )
  const programmes = await programmeTotals(saved.programmes, display, fx, model)
  const totals = {
    universities: universities.map((c) => c.total),
    programmes: programmes.map((c) => c.total),
  }
  const levelLabel = BUDGET_LEVEL_LABELS[view.level].toLowerCase()
  const all = [...totals.universities, ...totals.programmes]
  /** A row of the sums: a group with its size, its sum's text; none for an empty group. */
  const row = (group: string, list: (TotalCost | null)[], suffix = '') =>
    list.length
      ? [
          {
            label: `${group} (${list.length})${suffix}`,
            text: yearSumText(sumPerYear(list, display)),
          },
        ]
      : []
  return {
    saved,
    view,
    /** The view's parameters the page's own links keep (remove, share). */
    query: viewQuery(view),
    display,
    currencies: offeredCurrencies(allRates, display),
    universities: orderByTotal(universities, view.order, (c) => c.total),
    programmes: orderByTotal(programmes, view.order, (c) => c.total),
    /** "undergraduate": the level of the universities' totals. */
    levelLabel,
    /** Each group's year added up, and all of them when both groups have items. */
    sums: [
      ...row('Universities', totals.universities, `, ${levelLabel}`),
      ...row('Programmes', totals.programmes),
      ...(universities.length && programmes.length ? row('All saved', all) : []),
    ],
    /** The currency of the totals, and which rates, of which day, they rest on. */
    ratesNote: ratesNote(display, all),
  }
}

export type ShortlistPageView = Awaited<ReturnType<typeof buildShortlistView>>
