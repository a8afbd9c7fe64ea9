import type { Metadata } from 'next'

import { costRecordName } from '@/lib/costs/staff-list'
import { listCostRevisions, readStoredCosts } from '@/lib/db/destination-costs'
import { readRecordForEdit } from '@/lib/records/edit-page'
import { recordPagePath } from '@/lib/records/kinds'
import { CostEditForm } from '@/components/staff/cost-edit-form'
import { RecordEditPage } from '@/components/staff/record-edit-page'

export const instant = false

export const metadata: Metadata = { title: 'Data: edit destination costs' }

type Props = { params: Promise<{ slug: string }> }

export default async function StaffCostsRecordPage({ params }: Props) {
  const { slug } = await params
  const [stored, revisions] = await readRecordForEdit(
    'costs',
    slug,
    readStoredCosts,
    listCostRevisions,
  )
  const name = costRecordName(stored.record)

  return (
    <RecordEditPage
      segment="costs"
      slug={slug}
      list="Destination costs"
      name={name}
      stored={stored}
      publicPage={{ href: recordPagePath('costs', slug), label: 'Its universities' }}
      revisions={revisions}
      nouns={{ charges: 'charge' }}
    >
      <CostEditForm
        key={stored.version}
        record={stored.record}
        name={name}
        version={stored.version}
      />
    </RecordEditPage>
  )
}
