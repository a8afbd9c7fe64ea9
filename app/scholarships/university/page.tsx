import type { Metadata } from 'next'

import { buildScholarshipListView } from '@/lib/scholarships/view'
import { pageMetadata } from '@/lib/site/seo'
import { ScholarshipList } from '@/components/scholarships/scholarship-list'

const view = buildScholarshipListView('university')

// Each card shows its round's status today: rebuilt at most once an hour.
export const revalidate = 3600

export const metadata: Metadata = pageMetadata(view.meta)

export default function UniversityScholarshipsPage() {
  return <ScholarshipList {...view} />
}
