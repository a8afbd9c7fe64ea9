import 'server-only'

import { after } from 'next/server'

import { revalidateRecord } from '@/lib/cache/revalidate'
import { applyCostForm, costFormSchema } from '@/lib/costs/cost-edit'
import { COSTS_TAG, costsTag } from '@/lib/costs/model'
import { costsStore } from '@/lib/db/destination-costs'
import { refreshStoredTotals } from '@/lib/db/open-data'
import { recordEditRoutes } from '@/lib/records/edit-routes'

export const NO_SUCH_COSTS = 'No destination costs have this country code.'

/**
 * The programmes' stored totals rest on the figures: after the answer is sent, they are worked
 * out again (in short statements, so a next save is not held up), and the pages whose budgets
 * read them are dropped once more when they are.
 */
function refreshTotalsAfterSave() {
  after(async () => {
    try {
      const started = Date.now()
      await refreshStoredTotals()
      console.log(`Totals in euros stored again in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      await revalidateRecord([COSTS_TAG])
    } catch (error) {
      console.error(`Totals in euros not stored after a cost edit: ${(error as Error).message}`)
    }
  })
}

/** The destination cost editor's save and revert routes. */
export const costEditRoutes = recordEditRoutes({
  store: costsStore,
  form: costFormSchema,
  apply: applyCostForm,
  notFound: NO_SUCH_COSTS,
  revertConflict:
    'A figure this revision changed has been changed again since: edit the figures instead.',
  tags: (key) => [costsTag(key), COSTS_TAG],
  afterSave: refreshTotalsAfterSave,
})
