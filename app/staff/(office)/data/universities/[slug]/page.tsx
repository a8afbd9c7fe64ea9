import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { readForPage } from '@/lib/db/page-read'
import { listProfileRevisions, readStoredProfile } from '@/lib/db/university-profiles'
import { formatDateTimeUtc } from '@/lib/format'
import { recordPagePath } from '@/lib/records/kinds'
import { requireDataEditorPage } from '@/lib/staff/session'
import { RecordCheckLine } from '@/components/content/record-check'
import { RevisionHistory } from '@/components/staff/revision-history'
import { UniversityEditForm } from '@/components/staff/university-edit-form'

export const instant = false

export const metadata: Metadata = { title: 'Data: edit a university' }

type Props = { params: Promise<{ slug: string }> }

export default async function StaffUniversityPage({ params }: Props) {
  const { slug } = await params
  await requireDataEditorPage(`/staff/data/universities/${encodeURIComponent(slug)}`)
  const [stored, revisions] = await readForPage(() =>
    Promise.all([readStoredProfile(slug), listProfileRevisions(slug)]),
  )
  if (!stored) notFound()
  const u = stored.record

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm">
          <Link href="/staff/data/universities" className="text-primary hover:underline">
            Universities
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{u.name}</h1>
        <p className="text-sm text-muted-foreground">
          Version {stored.version}
          {stored.updatedBy
            ? `, last saved by ${stored.updatedBy} on ${formatDateTimeUtc(stored.updatedAt)}`
            : ', as in the seed file'}
          .{' '}
          <Link
            href={recordPagePath('university', slug)}
            className="text-primary underline underline-offset-4"
          >
            Public page
          </Link>
        </p>
        {u.checked ? (
          <RecordCheckLine check={u.checked} className="text-sm text-muted-foreground" />
        ) : (
          <p className="text-sm text-muted-foreground">Never checked against its sources.</p>
        )}
      </header>
      <UniversityEditForm key={stored.version} university={u} version={stored.version} />
      <RevisionHistory
        revisions={revisions}
        revertEndpoint={`/api/staff/data/universities/${slug}/revert`}
        baseVersion={stored.version}
      />
    </div>
  )
}
