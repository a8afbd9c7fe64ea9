import 'server-only'

import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'

import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/application-status'
import { getDb } from '@/lib/db/client'
import { applicationNotes, applications, applicationStatusHistory } from '@/lib/db/schema'
import { pageBounds, pageOf, type PageSlice } from '@/lib/pagination'
import { INBOX_PAGE_SIZE, type InboxState } from '@/lib/staff/state'
import type { Application } from '@/lib/validation/application'

type Filter = Pick<InboxState, 'status' | 'q'>

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** A reference or an e-mail must match exactly (both indexed); a name may match in part. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim()
  if (!text) return undefined
  const pattern = `%${escapeLike(text)}%`
  return or(
    eq(applications.reference, text.toUpperCase()),
    eq(sql`lower(${applications.email})`, text.toLowerCase()),
    ilike(applications.firstName, pattern),
    ilike(applications.lastName, pattern),
    ilike(sql`${applications.firstName} || ' ' || ${applications.lastName}`, pattern),
  )
}

const filterCondition = ({ status, q }: Filter) =>
  and(status ? eq(applications.status, status) : undefined, searchCondition(q))

export type InboxRow = {
  reference: string
  status: ApplicationStatus
  firstName: string
  lastName: string
  email: string
  studyLevel: string
  preferredCountry: string
  submittedAt: Date
  updatedAt: Date
}

export type InboxPage = Omit<PageSlice<InboxRow>, 'items'> & {
  rows: InboxRow[]
  /** Applications per status among those the search matches (whatever the status filter). */
  counts: Record<ApplicationStatus, number>
}

const newestFirst = [desc(applications.createdAt), desc(applications.id)]

/** One page of the inbox, newest first; a page past the end shows the last one. */
export async function listInbox(state: InboxState): Promise<InboxPage> {
  const db = await getDb()
  const grouped = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(searchCondition(state.q))
    .groupBy(applications.status)
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as InboxPage['counts']
  for (const { status, n } of grouped) counts[status] = n
  const total = state.status
    ? counts[state.status]
    : Object.values(counts).reduce((a, b) => a + b, 0)
  const bounds = pageBounds(total, state.page, INBOX_PAGE_SIZE)
  const rows = await db
    .select({
      reference: applications.reference,
      status: applications.status,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      studyLevel: applications.studyLevel,
      preferredCountry: applications.preferredCountry,
      submittedAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(filterCondition(state))
    .orderBy(...newestFirst)
    .limit(INBOX_PAGE_SIZE)
    .offset(bounds.offset)
  const { items, ...position } = pageOf(rows, total, bounds)
  return { rows: items, ...position, counts }
}

/** Every application the inbox's filters match (all pages), newest first, with what the student sent. */
export async function listInboxForExport(filter: Filter) {
  const db = await getDb()
  const rows = await db
    .select()
    .from(applications)
    .where(filterCondition(filter))
    .orderBy(...newestFirst)
  return rows.map((row) => ({
    reference: row.reference,
    status: row.status,
    submittedAt: row.createdAt,
    updatedAt: row.updatedAt,
    application: row.data,
  }))
}

export type StaffApplicationView = {
  reference: string
  status: ApplicationStatus
  trackingToken: string
  submittedAt: Date
  updatedAt: Date
  application: Application
  history: { from: ApplicationStatus | null; to: ApplicationStatus; by: string; at: Date }[]
  notes: { id: number; author: string; body: string; at: Date }[]
}

export async function getApplicationForStaff(
  reference: string,
): Promise<StaffApplicationView | undefined> {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.reference, reference))
    .limit(1)
  if (!row) return undefined
  const [history, notes] = await Promise.all([
    db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, row.id))
      .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id)),
    db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, row.id))
      .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id)),
  ])
  return {
    reference: row.reference,
    status: row.status,
    trackingToken: row.trackingToken,
    submittedAt: row.createdAt,
    updatedAt: row.updatedAt,
    application: row.data,
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      by: h.changedBy,
      at: h.createdAt,
    })),
    notes: notes.map((n) => ({ id: n.id, author: n.author, body: n.body, at: n.createdAt })),
  }
}

export type StatusChangeResult =
  | { kind: 'changed'; status: ApplicationStatus }
  | { kind: 'stale'; current: ApplicationStatus }
  | { kind: 'not-found' }

/**
 * Moves an application from `from` to `to` and records who did it, in one transaction. The update
 * applies only while the status is still `from`, so of two concurrent changes one wins and the
 * other comes back 'stale' instead of silently overwriting it.
 */
export async function changeApplicationStatus(input: {
  reference: string
  from: ApplicationStatus
  to: ApplicationStatus
  changedBy: string
}): Promise<StatusChangeResult> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ status: input.to, updatedAt: sql`now()` })
      .where(and(eq(applications.reference, input.reference), eq(applications.status, input.from)))
      .returning({ id: applications.id })
    if (!row) {
      const [current] = await tx
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.reference, input.reference))
      return current ? { kind: 'stale', current: current.status } : { kind: 'not-found' }
    }
    await tx.insert(applicationStatusHistory).values({
      applicationId: row.id,
      fromStatus: input.from,
      toStatus: input.to,
      changedBy: input.changedBy,
    })
    return { kind: 'changed', status: input.to }
  })
}

export type AddedNote = { id: number; author: string; body: string; at: Date }

export async function addApplicationNote(input: {
  reference: string
  author: string
  body: string
}): Promise<AddedNote | undefined> {
  const db = await getDb()
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.reference, input.reference))
    .limit(1)
  if (!application) return undefined
  const [note] = await db
    .insert(applicationNotes)
    .values({ applicationId: application.id, author: input.author, body: input.body })
    .returning()
  return { id: note!.id, author: note!.author, body: note!.body, at: note!.createdAt }
}
