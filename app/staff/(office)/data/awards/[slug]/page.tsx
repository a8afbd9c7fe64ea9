import type { Metadata } from 'next'

import { listAwardRevisions, readAward } from '@/lib/db/awards'
import { readRecordForEdit } from '@/lib/records/edit-page'
import { recordPagePath } from '@/lib/records/kinds'
import { AwardEditForm } from '@/components/staff/award-edit-form'
import { RecordEditPage } from '@/components/staff/record-edit-page'

export const instant = false

export const metadata: Metadata = { title: 'Data: edit award' }

type Props = { params: Promise<{ slug: string }> }

export default async function StaffAwardPage({ params }: Props) {
  const { slug } = await params
  const [award, revisions] = await readRecordForEdit('awards', slug, readAward, listAwardRevisions)
  const a = award.record

  return (
    <RecordEditPage
      segment="awards"
      slug={slug}
      list="Awards"
      name={a.name}
      stored={award}
      publicPage={{ href: recordPagePath('scholarship', slug), label: 'Public page' }}
      revisions={revisions}
    >
      <AwardEditForm key={award.version} award={a} version={award.version} />
    </RecordEditPage>
  )
}
