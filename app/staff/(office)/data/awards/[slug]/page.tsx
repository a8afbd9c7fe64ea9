import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { listAwardRevisions, readAward } from '@/lib/db/awards'
import { readForPage } from '@/lib/db/page-read'
import { formatDateTimeUtc } from '@/lib/format'
import { recordPagePath } from '@/lib/records/kinds'
import { requireDataEditorPage } from '@/lib/staff/session'
import { AwardEditForm } from '@/components/staff/award-edit-form'
import { RevisionHistory } from '@/components/staff/revision-history'

export const instant = false

export const metadata: Metadata = { title: 'Data: edit award' }

type Props = { params: Promise<{ slug: string }> }

export default async function StaffAwardPage({ params }: Props) {
  const { slug } = await params
  await requireDataEditorPage(`/staff/data/awards/${encodeURIComponent(slug)}`)
  const [award, revisions] = await readForPage(() =>
    Promise.all([readAward(slug), listAwardRevisions(slug)]),
  )
  if (!award) notFound()
  const a = award.record

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm">
          <Link href="/staff/data/awards" className="text-primary hover:underline">
            Awards
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{a.name}</h1>
        <p className="text-sm text-muted-foreground">
          Version {award.version}
          {award.updatedBy
            ? `, last saved by ${award.updatedBy} on ${formatDateTimeUtc(award.updatedAt)}`
            : ', as in the seed file'}
          .{' '}
          <Link
            href={recordPagePath('scholarship', a.slug)}
            className="text-primary underline underline-offset-4"
          >
            Public page
          </Link>
        </p>
      </header>
      <AwardEditForm key={award.version} award={a} version={award.version} />
      <RevisionHistory
        revisions={revisions}
        revertEndpoint={`/api/staff/data/awards/${a.slug}/revert`}
        baseVersion={award.version}
      />
    </div>
  )
}
