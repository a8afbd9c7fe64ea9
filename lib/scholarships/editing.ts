import 'server-only'

import { revertAward, saveAward } from '@/lib/db/awards'
import { recordEditRoutes } from '@/lib/records/edit-routes'
import { SCHOLARSHIPS_TAG, scholarshipTag } from '@/lib/scholarships'
import { applyAwardForm, awardFormSchema } from '@/lib/scholarships/edit'

export const NO_SUCH_AWARD = 'No award has this slug.'

/** The award editor's save and revert routes. */
export const awardEditRoutes = recordEditRoutes({
  store: { save: saveAward, revert: revertAward },
  form: awardFormSchema,
  apply: applyAwardForm,
  notFound: NO_SUCH_AWARD,
  revertConflict:
    'A field this revision changed has been changed again since: edit the award instead.',
  tags: (slug) => [scholarshipTag(slug), SCHOLARSHIPS_TAG],
})
