import { APPLICATION_STATUSES } from '@/lib/application-status'
import { listHref, stateHref, type ListUrl } from '@/lib/url-state'
import { enumParam, pageParam, searchTextParam } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

/** The inbox shows this many applications per page, newest first. */
export const INBOX_PAGE_SIZE = 25

/** /staff: the inbox's status filter, search text and page. */
export const inboxStateSchema = z.object({
  status: enumParam(['', ...APPLICATION_STATUSES], ''),
  q: searchTextParam,
  page: pageParam,
})
export type InboxState = z.infer<typeof inboxStateSchema>

export const INBOX_URL: ListUrl<InboxState> = {
  path: '/staff',
  defaults: inboxStateSchema.parse({}),
}

export function inboxHref(state: InboxState, changes: Partial<InboxState> = {}) {
  return listHref(INBOX_URL, state, changes)
}

/** The CSV of every application the inbox's filters match, on all its pages. */
export function inboxExportHref(state: InboxState) {
  return stateHref('/api/staff/export.csv', { ...state, page: 1 }, INBOX_URL.defaults)
}
