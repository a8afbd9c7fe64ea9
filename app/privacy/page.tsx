import type { Metadata } from 'next'

import { getContentPageOrThrow } from '@/lib/content'
import { getOperator } from '@/lib/site/operator'
import { contentMetadata } from '@/lib/site/seo'
import { ContentArticle } from '@/components/content/content-article'
import { DataControllerDetails } from '@/components/content/operator-identity'

const page = getContentPageOrThrow('/privacy')

export const metadata: Metadata = contentMetadata(page)

export default function PrivacyPage() {
  return <ContentArticle page={page} intro={<DataControllerDetails operator={getOperator()} />} />
}
