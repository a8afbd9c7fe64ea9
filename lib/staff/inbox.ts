import type { ApplicationStatus } from '../db/schema'
import { stateHref } from '../list-options'

/** The inbox shows this many applications per page, newest first. */
export const INBOX_PAGE_SIZE = 25

export type InboxState = { status: ApplicationStatus | ''; q: string; page: number }

export const INBOX_DEFAULTS: InboxState = { status: '', q: '', page: 1 }

export function inboxHref(state: InboxState, changes: Partial<InboxState> = {}) {
  return stateHref('/staff', { ...state, ...changes }, INBOX_DEFAULTS)
}

/** The CSV of every application the inbox's filters match, on all its pages. */
export function inboxExportHref(state: InboxState) {
  return stateHref('/api/staff/export.csv', { ...state, page: 1 }, INBOX_DEFAULTS)
}
