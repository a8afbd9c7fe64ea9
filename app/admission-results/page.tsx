import type { Metadata } from 'next'

import { getContentPageOrThrow } from '@/lib/content'
import { getHomeContent } from '@/lib/content/home'
import { contentMetadata } from '@/lib/site/seo'
import { ContentArticle } from '@/components/content/content-article'
import { AdmissionResultList } from '@/components/home/stories'

const page = getContentPageOrThrow('/admission-results')

export const metadata: Metadata = contentMetadata(page)

export default async function AdmissionResultsPage() {
  const { admissionResults } = await getHomeContent()
  return (
    <ContentArticle page={page} className="max-w-5xl">
      <section aria-labelledby="examples" className="flex flex-col gap-4">
        <h2 id="examples" className="text-2xl font-semibold tracking-tight">
          The examples on our home page
        </h2>
        <p className="text-muted-foreground">
          Illustrative examples: names and quotes are not real students.
        </p>
        <AdmissionResultList results={admissionResults} />
      </section>
    </ContentArticle>
  )
}
