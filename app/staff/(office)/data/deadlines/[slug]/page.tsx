import type { Metadata } from 'next'

import { listDeadlineRevisions, readStoredDeadlines } from '@/lib/db/deadlines'
import { readRecordForEdit } from '@/lib/records/edit-page'
import { recordPagePath } from '@/lib/records/kinds'
import { deadlineRecordName } from '@/lib/universities/deadline-names'
import { UCAS_SLUG } from '@/lib/universities/deadline-seed'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import { DeadlineEditForm } from '@/components/staff/deadline-edit-form'
import { RecordEditPage } from '@/components/staff/record-edit-page'

export const instant = false

export const metadata: Metadata = { title: 'Data: edit university deadlines' }

type Props = { params: Promise<{ slug: string }> }

export default async function StaffDeadlinesRecordPage({ params }: Props) {
  const { slug } = await params
  const [stored, revisions] = await readRecordForEdit(
    'deadlines',
    slug,
    readStoredDeadlines,
    listDeadlineRevisions,
  )
  const names = new Map((await listUniversityProfiles()).map((u) => [u.slug, u.name]))
  const name = deadlineRecordName(slug, names)

  return (
    <RecordEditPage
      segment="deadlines"
      slug={slug}
      list="University deadlines"
      name={name}
      stored={stored}
      publicPage={
        slug === UCAS_SLUG
          ? 'Every UK university’s undergraduate dates.'
          : { href: recordPagePath('deadlines', slug), label: 'Public page' }
      }
      revisions={revisions}
    >
      <DeadlineEditForm
        key={stored.version}
        record={stored.record}
        name={name}
        version={stored.version}
      />
    </RecordEditPage>
  )
}
