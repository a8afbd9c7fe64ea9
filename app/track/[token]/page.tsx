import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NEXT_STEP, STATUS_LABELS } from '@/lib/application-status'
import { getApplicationByTrackingToken } from '@/lib/db/applications'
import { readForPage } from '@/lib/db/page-read'
import { Badge } from '@/components/ui/badge'

export const instant = false

export const metadata: Metadata = {
  title: 'Your application',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

export default async function TrackingPage({ params }: { params: Promise<{ token: string }> }) {
  const application = await readForPage(async () =>
    getApplicationByTrackingToken((await params).token),
  )
  if (!application) notFound()

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">Private page: do not share this link.</p>
        <h1 className="text-3xl font-bold tracking-tight">Application {application.reference}</h1>
        <p className="text-muted-foreground">
          Submitted {dateTime.format(application.submittedAt)} UTC
        </p>
      </header>
      <section aria-labelledby="status-title" className="rounded-xl border bg-card p-5 shadow-sm">
        <h2 id="status-title" className="text-lg font-semibold">
          Current status
        </h2>
        <p className="mt-2">
          <Badge className="text-sm">{STATUS_LABELS[application.status]}</Badge>
        </p>
        <h3 className="mt-4 font-medium">What happens next</h3>
        <p className="mt-1 text-sm text-muted-foreground">{NEXT_STEP[application.status]}</p>
      </section>
      <section aria-labelledby="history-title" className="rounded-xl border bg-card p-5 shadow-sm">
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
                {dateTime.format(step.at)} UTC
              </time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
