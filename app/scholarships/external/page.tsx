import type { Metadata } from 'next'

import { buildScholarshipListView } from '@/lib/scholarships/view'
import { pageMetadata } from '@/lib/site/seo'
import { ScholarshipList } from '@/components/scholarships/scholarship-list'

const view = buildScholarshipListView('external')

export const metadata: Metadata = pageMetadata(view.meta)

export default function ExternalScholarshipsPage() {
  return <ScholarshipList {...view} />
}
