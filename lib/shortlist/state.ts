// How /shortlist shows its items, from the URL beside the saved ids: the order, the level whose
// tuition a university's total counts, and the display currency. Server side (zod).
import { displayCurrency, readDisplayCurrency } from '@/lib/currency'
import { SHORTLIST_ORDERS, type ShortlistOrder } from '@/lib/shortlist/costs'
import { SHORTLIST_PARAM, SHORTLIST_PATH } from '@/lib/shortlist/index'
import { BUDGET_LEVELS } from '@/lib/universities/options'
import type { ListUrl } from '@/lib/url-state'
import { enumParam } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

export const SHORTLIST_ORDER_LABELS: Record<ShortlistOrder, string> = {
  saved: 'As saved',
  total: 'Cheapest a year first',
}

/** `currencies`: the codes the rates convert to; any other value means US dollars. */
export function shortlistViewSchema(currencies: readonly string[]) {
  return z.object({
    order: enumParam(SHORTLIST_ORDERS, 'saved'),
    level: enumParam(BUDGET_LEVELS, 'undergraduate'),
    currency: z.preprocess((v) => displayCurrency(readDisplayCurrency(v, currencies)), z.string()),
  })
}
export type ShortlistView = z.infer<ReturnType<typeof shortlistViewSchema>>

export const SHORTLIST_VIEW_DEFAULTS: ShortlistView = shortlistViewSchema([]).parse({})

/** The page and what a bare URL means, for its form: the saved ids ride along as hidden fields. */
export const SHORTLIST_URL: ListUrl<Record<string, string>> = {
  path: SHORTLIST_PATH,
  defaults: {
    ...Object.fromEntries(Object.values(SHORTLIST_PARAM).map((param) => [param, ''])),
    ...SHORTLIST_VIEW_DEFAULTS,
  },
}

/** The view's query parameters that differ from the defaults, for the page's own links. */
export function viewQuery(view: ShortlistView): Record<string, string> {
  return Object.fromEntries(
    Object.entries(view).filter(
      ([key, value]) => SHORTLIST_VIEW_DEFAULTS[key as keyof ShortlistView] !== value,
    ),
  )
}
