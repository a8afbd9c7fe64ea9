import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { listDeadlineRevisions, readStoredDeadlines } from '@/lib/db/deadlines'
import { readForPage } from '@/lib/db/page-read'
import { formatDateTimeUtc } from '@/lib/format'
import { recordPagePath } from '@/lib/records/kinds'
import { requireDataEditorPage } from '@/lib/staff/session'
import { deadlineRecordName } from '@/lib/universities/deadline-names'
import { UCAS_SLUG } from '@/lib/universities/deadline-seed'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import { DeadlineEditForm } from '@/components/staff/deadline-edit-form'
import { RevisionHistory } from '@/components/staff/revision-history'

export const instant = false

export const metadata: Metadata = { title: 'Data: edit university deadlines' }

type Props = { params: Promise<{ slug: string }> }

export default async function StaffDeadlinesRecordPage({ params }: Props) {
  const { slug } = await params
  await requireDataEditorPage(`/staff/data/deadlines/${encodeURIComponent(slug)}`)
  const [stored, revisions] = await readForPage(() =>
    Promise.all([readStoredDeadlines(slug), listDeadlineRevisions(slug)]),
  )
  if (!stored) notFound()
  const names = new Map((await listUniversityProfiles()).map((u) => [u.slug, u.name]))
  const name = deadlineRecordName(slug, names)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm">
          <Link href="/staff/data/deadlines" className="text-primary hover:underline">
            University deadlines
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
        <p className="text-sm text-muted-foreground">
          Version {stored.version}
          {stored.updatedBy
            ? `, last saved by ${stored.updatedBy} on ${formatDateTimeUtc(stored.updatedAt)}`
            : ', as in the seed file'}
          .{' '}
          {slug === UCAS_SLUG ? (
            'Every UK university’s undergraduate dates.'
          ) : (
            <Link
              href={recordPagePath('deadlines', slug)}
              className="text-primary underline underline-offset-4"
            >
              Public page
            </Link>
          )}
        </p>
      </header>
      <DeadlineEditForm
        key={stored.version}
        record={stored.record}
        name={name}
        version={stored.version}
      />
      <RevisionHistory
        revisions={revisions}
        revertEndpoint={`/api/staff/data/deadlines/${slug}/revert`}
        baseVersion={stored.version}
      />
    </div>
  )
}
