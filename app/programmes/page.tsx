import type { Metadata } from 'next'
import { connection } from 'next/server'

import { pageRatesText } from '@/lib/currency'
import { formatNumber } from '@/lib/format'
import { loadSourcesInUse } from '@/lib/open-data'
import { sourceDateText, sourcesAsOf } from '@/lib/open-data/as-of'
import { countProgrammesByCountry } from '@/lib/programmes'
import { programmesHref } from '@/lib/programmes/state'
import { buildProgrammesView, programmesMetadata } from '@/lib/programmes/view'
import { pageMetadata } from '@/lib/site/seo'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { RememberCurrency } from '@/components/currency/remember-currency'
import { Pagination } from '@/components/list/pagination'
import { EmptyState } from '@/components/list/results-grid'
import { ProgrammeCard, ProgrammeList } from '@/components/programmes/programme-card'
import { ProgrammeFilters } from '@/components/programmes/programme-filters'
import { ScopeNotes } from '@/components/programmes/scope-notes'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  // The count is in the database, which holds the open data at run time only.
  await connection()
  return pageMetadata(programmesMetadata(await countProgrammesByCountry()))
}

export default async function ProgrammesPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  // The register's date of the fees loaded (a refresh brings a newer one), read beside the list.
  const [view, sources] = await Promise.all([
    buildProgrammesView(await searchParams),
    loadSourcesInUse(),
  ])
  const { state, results, display, fx } = view
  const registered = sourceDateText(sourcesAsOf(sources), 'cricos')
  const href = (changes: Parameters<typeof programmesHref>[1]) => programmesHref(state, changes)
  const active = [state.search, state.subject, state.level, state.country, state.mode]
    .concat(state.provider, state.budget ? 'budget' : '')
    .filter(Boolean).length

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:gap-6 sm:px-6 sm:py-10">
      <RememberCurrency shown={display} />
      <header className="flex flex-col gap-2 sm:gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">
          {`Programmes (${formatNumber(results.total)} found)`}
        </h1>
        <p className="max-w-3xl text-sm text-muted-foreground sm:text-base">
          {`UK undergraduate courses from Discover Uni (graduate salaries and outcomes) and Australian
          courses from CRICOS (fees registered ${registered}, converted at the ${pageRatesText(fx)}).`}
        </p>
      </header>
      <ProgrammeFilters
        state={state}
        display={display}
        currencies={view.offered}
        subjects={view.subjects}
        facets={results.facets}
        fits={results.fits}
        providerName={view.providerName}
        active={active}
        clearHref={
          view.filtersActive
            ? href({
                search: '',
                subject: '',
                level: '',
                country: '',
                mode: '',
                provider: '',
                budget: 0,
                fit: '',
                page: 1,
              })
            : undefined
        }
      />
      <p
        id="results"
        tabIndex={-1}
        className="scroll-mt-24 text-sm text-muted-foreground outline-none"
        role="status"
      >
        {`Results: ${formatNumber(results.start)}-${formatNumber(results.end)} of ${formatNumber(results.total)}`}
      </p>
      <ScopeNotes state={state} results={results} href={href} />
      {results.items.length ? (
        <ProgrammeList>
          {results.items.map((p) => (
            <ProgrammeCard key={p.id} p={p} display={display} fx={fx} currency={state.currency} />
          ))}
        </ProgrammeList>
      ) : (
        <EmptyState
          title="No programmes found"
          hint="Try a shorter search, or another subject, level or country"
        />
      )}
      <Pagination
        page={results.page}
        pageCount={results.pageCount}
        hrefFor={(page) => href({ page })}
        anchor="results"
      />
    </div>
  )
}
