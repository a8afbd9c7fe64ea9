import type { Metadata } from 'next'
import { connection } from 'next/server'

import { getContentPageOrThrow } from '@/lib/content'
import { loadSourcesInUse } from '@/lib/open-data'
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

// The sources' as-of dates are those of the data the database holds (a refresh changes them), so
// the page renders on request; the dates are a cached query.
export const instant = false

export default async function AboutPage() {
  await connection()
  const sources = await loadSourcesInUse()
  const operator = getOperator()
  return (
    <ContentArticle page={page} intro={<OperatorAbout operator={operator} />}>
      <JsonLd data={organizationJsonLd(operator)} />
      <DataSourceList sources={listDataSources()} />
      <OpenDataSources sources={sources} />
    </ContentArticle>
  )
}
