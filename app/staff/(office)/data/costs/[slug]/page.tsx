import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { costRecordName } from '@/lib/costs/staff-list'
import { listCostRevisions, readStoredCosts } from '@/lib/db/destination-costs'
import { readForPage } from '@/lib/db/page-read'
import { formatDateTimeUtc } from '@/lib/format'
import { recordPagePath } from '@/lib/records/kinds'
import { requireDataEditorPage } from '@/lib/staff/session'
import { CostEditForm } from '@/components/staff/cost-edit-form'
import { RevisionHistory } from '@/components/staff/revision-history'

export const instant = false

export const metadata: Metadata = { title: 'Data: edit destination costs' }

type Props = { params: Promise<{ slug: string }> }

export default async function StaffCostsRecordPage({ params }: Props) {
  const { slug } = await params
  await requireDataEditorPage(`/staff/data/costs/${encodeURIComponent(slug)}`)
  const [stored, revisions] = await readForPage(() =>
    Promise.all([readStoredCosts(slug), listCostRevisions(slug)]),
  )
  if (!stored) notFound()
  const name = costRecordName(stored.record)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm">
          <Link href="/staff/data/costs" className="text-primary hover:underline">
            Destination costs
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
        <p className="text-sm text-muted-foreground">
          Version {stored.version}
          {stored.updatedBy
            ? `, last saved by ${stored.updatedBy} on ${formatDateTimeUtc(stored.updatedAt)}`
            : ', as in the seed file'}
          .{' '}
          <Link
            href={recordPagePath('costs', slug)}
            className="text-primary underline underline-offset-4"
          >
            Its universities
          </Link>
        </p>
      </header>
      <CostEditForm
        key={stored.version}
        record={stored.record}
        name={name}
        version={stored.version}
      />
      <RevisionHistory
        revisions={revisions}
        revertEndpoint={`/api/staff/data/costs/${slug}/revert`}
        baseVersion={stored.version}
        nouns={{ charges: 'charge' }}
      />
    </div>
  )
}
