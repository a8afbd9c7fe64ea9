import type { Metadata } from 'next'

import { getContentPageOrThrow } from '@/lib/content'
import { contentMetadata } from '@/lib/site/seo'
import { listUniversitiesByCountry } from '@/lib/universities'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import { ContentArticle } from '@/components/content/content-article'
import { UniversitiesByCountry } from '@/components/universities/universities-by-country'

const page = getContentPageOrThrow('/resources/countries')

export const metadata: Metadata = contentMetadata(page)

export default async function CountriesPage() {
  return (
    <ContentArticle page={page}>
      <UniversitiesByCountry groups={listUniversitiesByCountry(await listUniversityProfiles())} />
    </ContentArticle>
  )
}
