import type { Metadata } from 'next'

import { getContentPageOrThrow } from '@/lib/content'
import { listDataSources } from '@/lib/site/data-sources'
import { contentMetadata } from '@/lib/site/seo'
import { ContentArticle } from '@/components/content/content-article'
import { DataSourceList } from '@/components/content/data-source-list'

const page = getContentPageOrThrow('/about')

export const metadata: Metadata = contentMetadata(page)

export default function AboutPage() {
  return (
    <ContentArticle page={page}>
      <DataSourceList sources={listDataSources()} />
    </ContentArticle>
  )
}
