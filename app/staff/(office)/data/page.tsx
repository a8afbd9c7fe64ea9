import type { Metadata } from 'next'
import Link from 'next/link'

import { costListHref } from '@/lib/costs/staff-list'
import { listStoredDeadlines } from '@/lib/db/deadlines'
import { readForPage } from '@/lib/db/page-read'
import { listReports } from '@/lib/db/reports'
import { listStoredProfiles } from '@/lib/db/university-profiles'
import { formatDateTimeUtc } from '@/lib/format'
import { reportEditLink } from '@/lib/records/edit-links'
import { RECORD_KIND_LABEL, recordPagePath, REPORT_STATUSES } from '@/lib/records/kinds'
import { awardListHref } from '@/lib/scholarships/staff-list'
import { requireDataEditorPage } from '@/lib/staff/session'
import { deadlineListHref } from '@/lib/universities/deadline-staff-list'
import { profileListHref } from '@/lib/universities/profile-staff-list'
import { REPORT_NOTE_MAX, reportQueueSchema } from '@/lib/validation/report'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Badge } from '@/components/ui/badge'
import { EmptyState } from '@/components/list/results-grid'
import { ReportReviewForm } from '@/components/reports/report-review-form'

export const instant = false

export const metadata: Metadata = { title: 'Data: reported mistakes' }

const DATA_LINKS = [
  { href: awardListHref({ q: '', filter: 'all' }), label: 'Edit awards' },
  { href: awardListHref({ q: '', filter: 'unchecked' }), label: 'Awards not checked this cycle' },
  { href: awardListHref({ q: '', filter: 'passed' }), label: 'Awards whose round dates passed' },
  { href: deadlineListHref({ q: '', filter: 'all' }), label: 'Edit university deadlines' },
  {
    href: deadlineListHref({ q: '', filter: 'unchecked' }),
    label: 'Deadlines not checked this cycle',
  },
  { href: profileListHref({ q: '', filter: 'all' }), label: 'Edit universities' },
  {
    href: profileListHref({ q: '', filter: 'unchecked' }),
    label: 'Universities not checked this cycle',
  },
  {
    href: profileListHref({ q: '', filter: 'oldFee' }),
    label: 'University fees older than two academic years',
  },
  { href: costListHref({ q: '', filter: 'all' }), label: 'Edit destination costs' },
  {
    href: costListHref({ q: '', filter: 'unchecked' }),
    label: 'Destination costs not checked this cycle',
  },
  { href: '/staff/data/sources', label: 'Data sources' },
]

const STATUS_LABEL = { new: 'New', accepted: 'Accepted', rejected: 'Rejected' } as const

export default async function StaffDataPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const { status } = reportQueueSchema.parse(await searchParams)
  await requireDataEditorPage(`/staff/data?status=${status}`)
  const [{ reports, counts }, deadlines, profiles] = await readForPage(() =>
    Promise.all([listReports(status), listStoredDeadlines(), listStoredProfiles()]),
  )
  const held = {
    deadlines: new Set(deadlines.map((d) => d.record.slug)),
    universities: new Set(profiles.map((p) => p.record.slug)),
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Data</h1>
        <p className="text-muted-foreground">
          Mistakes visitors reported on record pages. Check each against the official source;
          reports are deleted 12 months after they were sent.
        </p>
        <ul aria-label="Records" className="flex flex-wrap gap-x-6 gap-y-1">
          {DATA_LINKS.map(({ href, label }) => (
            <li key={href}>
              <Link href={href} className="font-medium text-primary hover:underline">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </header>
      <nav aria-label="Reports by status" className="flex flex-wrap gap-2">
        {REPORT_STATUSES.map((s) => (
          <Link
            key={s}
            href={`/staff/data?status=${s}`}
            aria-current={s === status ? 'page' : undefined}
            className="rounded-full border px-3 py-1 text-sm aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
          >
            {STATUS_LABEL[s]} ({counts[s]})
          </Link>
        ))}
      </nav>
      {reports.length ? (
        <ol aria-label={`${STATUS_LABEL[status]} reports`} className="flex flex-col gap-4">
          {reports.map((r) => {
            const edit = reportEditLink(r, held)
            return (
              <li key={r.id}>
                <article
                  aria-label={`Report on ${r.kind} ${r.recordId}`}
                  className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm lg:grid-cols-[minmax(0,1fr)_22rem]"
                >
                  <div className="flex flex-col gap-2">
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <Badge variant="outline">{RECORD_KIND_LABEL[r.kind]}</Badge>
                      <Link
                        href={recordPagePath(r.kind, r.recordId)}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {r.recordId}
                      </Link>
                      {edit ? (
                        <Link
                          href={edit.href}
                          className="text-sm text-primary underline-offset-4 hover:underline"
                        >
                          {edit.label}
                        </Link>
                      ) : null}
                      <span className="text-muted-foreground">
                        sent {formatDateTimeUtc(r.createdAt)}
                      </span>
                    </p>
                    <p className="whitespace-pre-wrap">{r.message}</p>
                    <p className="text-sm">
                      Source given:{' '}
                      {r.sourceUrl ? (
                        <a
                          href={r.sourceUrl}
                          rel="nofollow noopener noreferrer"
                          target="_blank"
                          className="break-all text-primary underline-offset-4 hover:underline"
                        >
                          {r.sourceUrl}
                        </a>
                      ) : (
                        'none'
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {r.emailGiven
                        ? 'The reporter gave an e-mail address for an answer.'
                        : 'No e-mail address given.'}
                    </p>
                    {r.reviewedBy && r.reviewedAt ? (
                      <p className="text-sm text-muted-foreground">
                        {STATUS_LABEL[r.status]} by {r.reviewedBy},{' '}
                        {formatDateTimeUtc(r.reviewedAt)}
                      </p>
                    ) : null}
                  </div>
                  <ReportReviewForm
                    id={r.id}
                    status={r.status}
                    note={r.staffNote}
                    maxLength={REPORT_NOTE_MAX}
                  />
                </article>
              </li>
            )
          })}
        </ol>
      ) : (
        <EmptyState title={`No ${status} reports`} hint="Reports from record pages appear here." />
      )}
    </div>
  )
}
