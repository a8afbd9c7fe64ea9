import 'server-only'

import { count, desc, eq, lt, sql } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { recordReports } from '@/lib/db/schema'
import type { RecordKind, ReportStatus } from '@/lib/records/kinds'
import type { Report, ReportReview } from '@/lib/validation/report'

/** A report as the back office shows it: whether an e-mail was given, never the address. */
export type QueuedReport = {
  id: string
  kind: RecordKind
  recordId: string
  message: string
  sourceUrl: string | null
  emailGiven: boolean
  status: ReportStatus
  staffNote: string | null
  reviewedBy: string | null
  reviewedAt: Date | null
  createdAt: Date
}

export async function createReport(report: Report): Promise<{ id: string; createdAt: Date }> {
  const db = await getDb()
  const [row] = await db
    .insert(recordReports)
    .values({
      recordKind: report.kind,
      recordId: report.recordId,
      message: report.message,
      sourceUrl: report.sourceUrl ?? null,
      reporterEmail: report.email ?? null,
    })
    .returning({ id: recordReports.id, createdAt: recordReports.createdAt })
  return row!
}

const QUEUE_PAGE = 100

/** The newest reports with one status (at most 100), and how many each status holds. */
export async function listReports(status: ReportStatus) {
  const db = await getDb()
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: recordReports.id,
        kind: recordReports.recordKind,
        recordId: recordReports.recordId,
        message: recordReports.message,
        sourceUrl: recordReports.sourceUrl,
        // Whether an address was given, never the address: no page can show what it never read.
        emailGiven: sql<boolean>`${recordReports.reporterEmail} IS NOT NULL`,
        status: recordReports.status,
        staffNote: recordReports.staffNote,
        reviewedBy: recordReports.reviewedBy,
        reviewedAt: recordReports.reviewedAt,
        createdAt: recordReports.createdAt,
      })
      .from(recordReports)
      .where(eq(recordReports.status, status))
      .orderBy(desc(recordReports.createdAt))
      .limit(QUEUE_PAGE),
    db
      .select({ status: recordReports.status, n: count() })
      .from(recordReports)
      .groupBy(recordReports.status),
  ])
  const reports: QueuedReport[] = rows
  const byStatus = { new: 0, accepted: 0, rejected: 0 } satisfies Record<ReportStatus, number>
  for (const { status: s, n } of counts) byStatus[s] = n
  return { reports, counts: byStatus }
}

/** Accepts or rejects a report (or puts it back to new) with the reviewer's note; false when there is no such report. */
export async function reviewReport(id: string, review: ReportReview, reviewer: string) {
  const db = await getDb()
  const rows = await db
    .update(recordReports)
    .set({
      status: review.status,
      staffNote: review.note ?? null,
      reviewedBy: reviewer,
      reviewedAt: new Date(),
    })
    .where(eq(recordReports.id, id))
    .returning({ id: recordReports.id })
  return rows.length > 0
}

/** How long a report (with the reporter's e-mail) is kept. */
export const REPORT_RETENTION_MONTHS = 12

/** The moment before which reports are deleted: 12 calendar months before `now`. */
export function reportCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - REPORT_RETENTION_MONTHS)
  return cutoff
}

/** Deletes every report sent more than 12 months before `now`; answers how many went. */
export async function purgeExpiredReports(now: Date): Promise<number> {
  const db = await getDb()
  const gone = await db
    .delete(recordReports)
    .where(lt(recordReports.createdAt, reportCutoff(now)))
    .returning({ id: recordReports.id })
  return gone.length
}
