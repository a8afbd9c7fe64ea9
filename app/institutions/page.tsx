import type { Metadata } from 'next'

import { formatNumber } from '@/lib/format'
import { buildInstitutionsView, countInstitutions, institutionsMetadata } from '@/lib/institutions'
import { institutionsHref } from '@/lib/institutions/state'
import { pageMetadata } from '@/lib/site/seo'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { InstitutionFilters } from '@/components/institutions/institution-filters'
import { InstitutionResults } from '@/components/institutions/institution-results'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

// A function, not a constant: the count reads the directory, which only a request loads.
export function generateMetadata(): Metadata {
  return pageMetadata(institutionsMetadata())
}

export default async function InstitutionsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const view = buildInstitutionsView(await searchParams)
  const { state, results } = view

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Institutions worldwide</h1>
        <p className="max-w-3xl text-muted-foreground">
          {formatNumber(countInstitutions())} universities and colleges from official open data: the
          US (IPEDS, College Scorecard), the UK (Discover Uni, DfE), Australia (CRICOS) and the
          worldwide Hipo list. Search by name, city or web address.
        </p>
      </header>
      <InstitutionFilters
        search={state.search}
        country={state.country}
        countries={view.countryOptions}
        clearHref={
          view.filtersActive
            ? institutionsHref(state, { search: '', country: '', page: 1 })
            : undefined
        }
      />
      <div role="status" className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold">
          Institutions ({formatNumber(results.total)} found)
        </h2>
        {results.total ? (
          <p className="text-sm text-muted-foreground">
            Page {results.page} of {results.pageCount}
          </p>
        ) : null}
      </div>
      <InstitutionResults state={state} items={view.items} pageCount={results.pageCount} />
    </div>
  )
}
