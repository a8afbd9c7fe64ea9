import type { Metadata } from 'next'

import { getContentPageOrThrow } from '@/lib/content'
import { contentMetadata } from '@/lib/site/seo'
import { ContentArticle } from '@/components/content/content-article'

const page = getContentPageOrThrow('/cookies')

export const metadata: Metadata = contentMetadata(page)

export default function CookiesPage() {
  return <ContentArticle page={page} />
}
