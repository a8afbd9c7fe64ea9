import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { STATUS_LABELS } from '@/lib/application-status'
import { describeSentApplication } from '@/lib/apply/describe'
import { documentsChecklist } from '@/lib/apply/documents'
import { getApplicationByTrackingToken } from '@/lib/db/applications'
import { readForPage } from '@/lib/db/page-read'
import { formatDateTimeUtc } from '@/lib/format'
import { getOperator } from '@/lib/site/operator'
import { Badge } from '@/components/ui/badge'
import { ApplicationSections } from '@/components/apply/application-sections'
import { ContactAboutApplication } from '@/components/track/contact-about-application'
import { DocumentsChecklist } from '@/components/track/documents-checklist'
import { LostLinkNote } from '@/components/track/lost-link-note'
import { NextSteps } from '@/components/track/next-steps'

export const instant = false

export const metadata: Metadata = {
  title: 'Your application',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

const card = 'rounded-xl border bg-card p-5 shadow-sm'

export default async function TrackingPage({ params }: { params: Promise<{ token: string }> }) {
  // One applicant's data, read at request time and never prerendered.
  await connection()
  const application = await readForPage(async () =>
    getApplicationByTrackingToken((await params).token),
  )
  if (!application) notFound()
  const { sent } = application

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">Private page: do not share this link.</p>
        <h1 className="text-3xl font-bold tracking-tight">Application {application.reference}</h1>
        <p className="text-muted-foreground">
          Submitted {formatDateTimeUtc(application.submittedAt)}
        </p>
      </header>
      <section aria-labelledby="status-title" className={card}>
        <h2 id="status-title" className="text-lg font-semibold">
          Current status
        </h2>
        <p className="mt-2">
          <Badge className="text-sm">{STATUS_LABELS[application.status]}</Badge>
        </p>
        <NextSteps status={application.status} />
      </section>
      <DocumentsChecklist checklist={documentsChecklist(sent.studyLevel, sent.preferredCountry)} />
      <ContactAboutApplication reference={application.reference} operator={getOperator()} />
      <section aria-labelledby="sent-title" className="flex flex-col gap-4">
        <div>
          <h2 id="sent-title" className="text-lg font-semibold">
            What you sent
          </h2>
          <p className="text-sm text-muted-foreground">
            Everything in your application except your passport number, which we never show here. To
            correct anything, send us a message quoting your reference.
          </p>
        </div>
        <ApplicationSections sections={describeSentApplication(sent)} level={3} />
      </section>
      <section aria-labelledby="history-title" className={card}>
        <h2 id="history-title" className="text-lg font-semibold">
          History
        </h2>
        <ol className="mt-3 flex flex-col gap-2 text-sm">
          {application.history.map((step, i) => (
            <li
              key={i}
              className="flex flex-wrap justify-between gap-2 border-b pb-2 last:border-0"
            >
              <span className="font-medium">{STATUS_LABELS[step.to]}</span>
              <time dateTime={step.at.toISOString()} className="text-muted-foreground">
                {formatDateTimeUtc(step.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
      <LostLinkNote />
    </div>
  )
}
