import type { Metadata } from 'next'

import { getContentPageOrThrow } from '@/lib/content'
import { loadManifest } from '@/lib/open-data'
import { listDataSources } from '@/lib/site/data-sources'
import { contentMetadata } from '@/lib/site/seo'
import { ContentArticle } from '@/components/content/content-article'
import { DataSourceList } from '@/components/content/data-source-list'
import { OpenDataSources } from '@/components/institutions/open-data-sources'

const page = getContentPageOrThrow('/about')

export const metadata: Metadata = contentMetadata(page)

export default function AboutPage() {
  return (
    <ContentArticle page={page}>
      <DataSourceList sources={listDataSources()} />
      <OpenDataSources sources={loadManifest().sources} />
    </ContentArticle>
  )
}
