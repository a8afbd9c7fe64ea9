import type { Metadata } from 'next'

import { getContentPageOrThrow } from '@/lib/content'
import { loadManifest } from '@/lib/open-data'
import { listDataSources } from '@/lib/site/data-sources'
import { getOperator, organizationJsonLd } from '@/lib/site/operator'
import { contentMetadata } from '@/lib/site/seo'
import { ContentArticle } from '@/components/content/content-article'
import { DataSourceList } from '@/components/content/data-source-list'
import { OperatorAbout } from '@/components/content/operator-identity'
import { OpenDataSources } from '@/components/institutions/open-data-sources'
import { JsonLd } from '@/components/json-ld'

const page = getContentPageOrThrow('/about')

export const metadata: Metadata = contentMetadata(page)

export default function AboutPage() {
  const operator = getOperator()
  return (
    <ContentArticle page={page} intro={<OperatorAbout operator={operator} />}>
      <JsonLd data={organizationJsonLd(operator)} />
      <DataSourceList sources={listDataSources()} />
      <OpenDataSources sources={loadManifest().sources} />
    </ContentArticle>
  )
}
