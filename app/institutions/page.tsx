import type { Metadata } from 'next'
import { connection } from 'next/server'

import { formatNumber } from '@/lib/format'
import {
  countInstitutions,
  institutionsMetadata,
  listInstitutionCountries,
  listInstitutions,
} from '@/lib/institutions'
import { countryName } from '@/lib/institutions/countries'
import { institutionsHref, institutionsStateSchema } from '@/lib/institutions/state'
import { pageMetadata } from '@/lib/site/seo'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { InstitutionFilters } from '@/components/institutions/institution-filters'
import { InstitutionResults, OtherKinds } from '@/components/institutions/institution-results'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  // The count is in the database, which holds the open data at run time only.
  await connection()
  return pageMetadata(institutionsMetadata(await countInstitutions()))
}

export default async function InstitutionsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const raw = await searchParams
  const countries = await listInstitutionCountries()
  const parsed = institutionsStateSchema({ countries }).parse(raw)
  const results = await listInstitutions(parsed)
  const state = { ...parsed, page: results.page }
  const active = [state.search, state.country, state.type].filter(Boolean).length

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:gap-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2 sm:gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">Institutions worldwide</h1>
        <p className="max-w-3xl text-sm text-muted-foreground sm:text-base">
          {formatNumber(await countInstitutions())} universities and colleges from official open
          data: the US (IPEDS, College Scorecard), the UK (Discover Uni, DfE), Australia (CRICOS)
          and the worldwide Hipo list. Search by name, short name, city or web address.
        </p>
      </header>
      <InstitutionFilters
        search={state.search}
        country={state.country}
        type={state.type}
        active={active}
        countries={countries.map((code) => `${code}${countryName(code)}`).join('|')}
        clearHref={
          active
            ? institutionsHref(state, { search: '', country: '', type: '', page: 1 })
            : undefined
        }
      />
      <div
        id="results"
        tabIndex={-1}
        role="status"
        className="flex scroll-mt-24 flex-wrap items-baseline justify-between gap-2 outline-none"
      >
        <h2 className="text-xl font-semibold">
          Institutions ({formatNumber(results.total)} found)
        </h2>
        {results.total ? (
          <p className="text-sm text-muted-foreground">
            Page {results.page} of {results.pageCount}
          </p>
        ) : null}
      </div>
      <OtherKinds state={state} kinds={results.kinds} />
      <InstitutionResults state={state} items={results.items} pageCount={results.pageCount} />
    </div>
  )
}
