import type { Metadata } from 'next'

import { listAllScholarships } from '@/lib/scholarships'
import { buildScholarshipListView, scholarshipListMeta } from '@/lib/scholarships/view'
import { pageMetadata } from '@/lib/site/seo'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { ScholarshipList } from '@/components/scholarships/scholarship-list'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(scholarshipListMeta('government', await listAllScholarships()))
}

// Rendered per request: the filters live in the URL and each card shows its round's status today.
export default async function GovernmentScholarshipsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  return (
    <ScholarshipList
      {...buildScholarshipListView('government', await listAllScholarships(), await searchParams)}
    />
  )
}
