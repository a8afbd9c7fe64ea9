import type { Metadata } from 'next'

import { searchSite } from '@/lib/search'
import { PAGE_RESULTS_PER_KIND, SEARCH_QUERY_MIN } from '@/lib/search/options'
import { pageMetadata } from '@/lib/site/seo'
import { searchTextParam, type RawSearchParams } from '@/lib/validation/search-params'
import { EmptyState } from '@/components/list/results-grid'
import { SearchForm } from '@/components/search/search-form'
import { SearchResultGroups } from '@/components/search/search-result-groups'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Search',
    description:
      'Search every university, programme, course, scholarship and guide on Study Abroad Compass in one place.',
    path: '/search',
  }),
  // Result pages are for visitors, not search engines; their links still are.
  robots: { index: false, follow: true },
}

export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const query = searchTextParam.parse((await searchParams).q)
  const results = await searchSite(query, PAGE_RESULTS_PER_KIND)

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search</h1>
        <p className="text-muted-foreground">
          Universities, programmes, courses, scholarships and guides, all in one place.
        </p>
        <SearchForm defaultValue={query} />
      </header>
      {query.length < SEARCH_QUERY_MIN ? (
        <p className="text-muted-foreground">
          Type at least {SEARCH_QUERY_MIN} letters, for example a university, a subject, a
          scholarship or a country.
        </p>
      ) : results.total ? (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {results.total} {results.total === 1 ? 'result' : 'results'} for “{results.query}”
          </p>
          <SearchResultGroups groups={results.groups} />
        </>
      ) : (
        <EmptyState
          title={`No results for “${results.query}”`}
          hint="Check the spelling, try fewer words, or browse universities, courses and scholarships from the menu."
        />
      )}
    </div>
  )
}
