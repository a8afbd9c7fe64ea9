import type { Metadata } from 'next'

import { listProfileRevisions, readStoredProfile } from '@/lib/db/university-profiles'
import { readRecordForEdit } from '@/lib/records/edit-page'
import { recordPagePath } from '@/lib/records/kinds'
import { RecordCheckLine } from '@/components/content/record-check'
import { RecordEditPage } from '@/components/staff/record-edit-page'
import { UniversityEditForm } from '@/components/staff/university-edit-form'

export const instant = false

export const metadata: Metadata = { title: 'Data: edit a university' }

type Props = { params: Promise<{ slug: string }> }

export default async function StaffUniversityPage({ params }: Props) {
  const { slug } = await params
  const [stored, revisions] = await readRecordForEdit(
    'universities',
    slug,
    readStoredProfile,
    listProfileRevisions,
  )
  const u = stored.record

  return (
    <RecordEditPage
      segment="universities"
      slug={slug}
      list="Universities"
      name={u.name}
      stored={stored}
      publicPage={{ href: recordPagePath('university', slug), label: 'Public page' }}
      note={
        u.checked ? (
          <RecordCheckLine check={u.checked} className="text-sm text-muted-foreground" />
        ) : (
          <p className="text-sm text-muted-foreground">Never checked against its sources.</p>
        )
      }
      revisions={revisions}
    >
      <UniversityEditForm key={stored.version} university={u} version={stored.version} />
    </RecordEditPage>
  )
}
