import 'server-only'

import { revertDeadlines, saveDeadlines } from '@/lib/db/deadlines'
import { recordEditRoutes } from '@/lib/records/edit-routes'
import { applyDeadlineForm, deadlineFormSchema } from '@/lib/universities/deadline-edit'
import { DEADLINES_TAG, deadlinesTag } from '@/lib/universities/deadline-records'

export const NO_SUCH_DEADLINES = 'No university deadlines have this slug.'

/** The deadline editor's save and revert routes. */
export const deadlineEditRoutes = recordEditRoutes({
  store: { save: saveDeadlines, revert: revertDeadlines },
  form: deadlineFormSchema,
  apply: applyDeadlineForm,
  notFound: NO_SUCH_DEADLINES,
  revertConflict:
    'A field this revision changed has been changed again since: edit the deadlines instead.',
  tags: (slug) => [deadlinesTag(slug), DEADLINES_TAG],
})
