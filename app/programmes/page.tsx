import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { CURRENCY_COOKIE } from '@/lib/currency'
import { formatDate, formatNumber } from '@/lib/format'
import { programmesHref } from '@/lib/programmes/state'
import { buildProgrammesView, programmesMetadata } from '@/lib/programmes/view'
import { pageMetadata } from '@/lib/site/seo'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Pagination } from '@/components/list/pagination'
import { EmptyState } from '@/components/list/results-grid'
import { ProgrammeCard, ProgrammeList } from '@/components/programmes/programme-card'
import { ProgrammeFilters } from '@/components/programmes/programme-filters'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

// A function, not a constant: the count reads the programme data, which only a request loads.
export function generateMetadata(): Metadata {
  return pageMetadata(programmesMetadata())
}

export default async function ProgrammesPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const cookieCurrency = (await cookies()).get(CURRENCY_COOKIE)?.value
  const view = buildProgrammesView(await searchParams, cookieCurrency)
  const { state, results, display, fx } = view
  const href = (changes: Parameters<typeof programmesHref>[1]) => programmesHref(state, changes)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {`Programmes (${formatNumber(results.total)} found)`}
        </h1>
        <p className="max-w-3xl text-muted-foreground">
          {`Real courses from Discover Uni (UK: salaries and outcomes) and CRICOS (Australia: fees
          registered 3 January 2023). Fees per year, converted at ECB rates of ${formatDate(fx.date)}.`}
        </p>
      </header>
      <ProgrammeFilters
        state={state}
        display={display}
        currencies={view.currencies}
        subjects={view.subjects}
        facets={results.facets}
        clearHref={
          view.filtersActive
            ? href({
                search: '',
                subject: '',
                level: '',
                country: '',
                mode: '',
                maxFee: 0,
                page: 1,
              })
            : undefined
        }
      />
      <p className="text-sm text-muted-foreground" role="status">
        {`Results: ${formatNumber(results.start)}-${formatNumber(results.end)} of ${formatNumber(results.total)}`}
      </p>
      {results.items.length ? (
        <ProgrammeList>
          {results.items.map((entry, i) => (
            <ProgrammeCard key={i} entry={entry} display={display} fx={fx} />
          ))}
        </ProgrammeList>
      ) : (
        <EmptyState
          title="No programmes found"
          hint="Try a shorter search, another subject or level, or a higher budget"
        />
      )}
      <Pagination
        page={results.page}
        pageCount={results.pageCount}
        hrefFor={(page) => href({ page })}
      />
    </div>
  )
}
