import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { nextStatuses, STATUS_LABELS } from '@/lib/application-status'
import { describeApplication } from '@/lib/apply/describe'
import { trackingUrl } from '@/lib/apply/submission'
import { getApplicationForStaff } from '@/lib/db/inbox'
import { readForPage } from '@/lib/db/page-read'
import { formatDateTimeUtc } from '@/lib/format'
import { requireStaffPage } from '@/lib/staff/session'
import { NOTE_MAX_LENGTH, REFERENCE_PATTERN } from '@/lib/validation/staff'
import { Badge } from '@/components/ui/badge'
import { ApplicationSections } from '@/components/apply/application-sections'
import { NoteForm } from '@/components/staff/note-form'
import { NotesList } from '@/components/staff/notes-list'
import { StatusChanger } from '@/components/staff/status-changer'
import { StatusHistory } from '@/components/staff/status-history'

export const instant = false

type Props = { params: Promise<{ reference: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Application ${(await params).reference}` }
}

export default async function StaffApplicationPage({ params }: Props) {
  const { reference } = await params
  await requireStaffPage(`/staff/applications/${encodeURIComponent(reference)}`)
  const view = REFERENCE_PATTERN.test(reference)
    ? await readForPage(() => getApplicationForStaff(reference))
    : undefined
  if (!view) notFound()
  const { application } = view
  const trackingLink = trackingUrl(view.trackingToken)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link href="/staff" className="text-sm text-primary underline-offset-4 hover:underline">
          ← All applications
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">
          {application.firstName} {application.lastName}
        </h1>
        <p className="text-muted-foreground">
          <span className="font-mono">{view.reference}</span>, submitted{' '}
          {formatDateTimeUtc(view.submittedAt)}
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <ApplicationSections sections={describeApplication(application)} />
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="status-title"
            className="rounded-xl border bg-card p-5 shadow-sm"
          >
            <h2 id="status-title" className="text-lg font-semibold">
              Status:{' '}
              <Badge className="ml-1 align-middle text-sm">{STATUS_LABELS[view.status]}</Badge>
            </h2>
            <div className="mt-3">
              <StatusChanger
                key={view.status}
                reference={view.reference}
                current={view.status}
                options={nextStatuses(view.status)}
              />
            </div>
            <h3 className="mt-5 font-medium">History</h3>
            <StatusHistory history={view.history} />
          </section>
          <section
            aria-labelledby="tracking-title"
            className="rounded-xl border bg-card p-5 shadow-sm"
          >
            <h2 id="tracking-title" className="text-lg font-semibold">
              Student’s tracking link
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Private to the student: share it only with them.
            </p>
            <a
              href={trackingLink}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 block text-sm break-all text-primary underline"
            >
              {trackingLink}
            </a>
          </section>
          <section
            aria-labelledby="notes-title"
            className="rounded-xl border bg-card p-5 shadow-sm"
          >
            <h2 id="notes-title" className="text-lg font-semibold">
              Internal notes
            </h2>
            <div className="mt-3 flex flex-col gap-4">
              <NoteForm reference={view.reference} maxLength={NOTE_MAX_LENGTH} />
              <NotesList notes={view.notes} />
            </div>
          </section>
        </div>
      </div>
    </div>
  )
}
