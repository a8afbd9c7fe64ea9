import type { Metadata } from 'next'
import Link from 'next/link'

import { getCostModel } from '@/lib/costs/model'
import { formatNumber } from '@/lib/format'
import { loadFxRates } from '@/lib/open-data'
import { pageMetadata } from '@/lib/site/seo'
import { getDeadlineBook } from '@/lib/universities/deadline-records'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import { UNIVERSITIES_URL, universitiesHref } from '@/lib/universities/state'
import {
  buildUniversitiesView,
  universitiesEmptyText,
  universitiesResultsText,
} from '@/lib/universities/view'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { AddUniversitiesPanel } from '@/components/crawler/add-universities-panel'
import { RememberCurrency } from '@/components/currency/remember-currency'
import { DirectoryLink } from '@/components/institutions/directory-link'
import { Pagination } from '@/components/list/pagination'
import { EmptyState } from '@/components/list/results-grid'
import { StatGrid } from '@/components/list/stat-grid'
import { ViewTabs } from '@/components/list/view-tabs'
import { ComparePanel } from '@/components/universities/compare-panel'
import { ComparisonRestorer } from '@/components/universities/comparison-restorer'
import { FeesNote } from '@/components/universities/fees-note'
import { FitFilter } from '@/components/universities/fit-filter'
import { TopList } from '@/components/universities/top-list'
import { UniversityCards } from '@/components/universities/university-card'
import { UniversityFilters } from '@/components/universities/university-filters'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: 'Universities worldwide',
  description:
    'Search, filter and compare leading universities worldwide: rankings, acceptance rates, tuition, programs and campus life, with official links.',
  path: '/universities',
})

export default async function UniversitiesPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const raw = await searchParams
  const universities = await listUniversityProfiles()
  const view = buildUniversitiesView(raw, universities, await loadFxRates(), await getCostModel())
  const { state, results, stats } = view
  const href = (changes: Parameters<typeof universitiesHref>[1]) => universitiesHref(state, changes)
  const allFits = view.fitFilter?.[0]?.count
  const empty = universitiesEmptyText(state.fit, allFits)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-10">
      <RememberCurrency shown={view.display} />
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Universities worldwide</h1>
        <p className="max-w-3xl text-muted-foreground">
          Leading universities across every region, with rankings, admissions, costs and campus
          life. Compare up to four side by side.
        </p>
        <StatGrid
          stats={[
            { label: 'Universities', value: formatNumber(stats.universities) },
            { label: 'Countries', value: formatNumber(stats.countries) },
            { label: 'Total students', value: `${formatNumber(stats.studentsThousands)}K` },
            { label: 'Average acceptance rate', value: `${stats.averageAcceptanceRate}%` },
          ]}
        />
      </header>
      <ComparisonRestorer list={UNIVERSITIES_URL} state={state} />
      <ViewTabs
        label="Universities views"
        active={state.tab}
        tabs={[
          { id: 'browse', label: 'Browse Universities', href: href({ tab: 'browse' }) },
          {
            id: 'compare',
            label: `Compare (${state.compare.length})`,
            href: href({ tab: 'compare' }),
          },
          { id: 'add', label: 'Add More Universities', href: href({ tab: 'add' }) },
        ]}
      />
      {state.tab === 'add' && <AddUniversitiesPanel />}
      {state.tab === 'compare' && (
        <ComparePanel {...view.compare} deadlines={await getDeadlineBook()} />
      )}
      {state.tab === 'browse' && (
        <div className="flex flex-col gap-6">
          <TopList
            title="Top 5 by world ranking"
            items={view.top.map((u) => [u.slug, u.name, u.worldRanking])}
          />
          <UniversityFilters
            state={state}
            display={view.display}
            currencies={view.currencies}
            countries={view.countries}
            regions={view.regions}
            countryRegions={Object.fromEntries(universities.map((u) => [u.country, u.region]))}
            clearHref={
              view.filtersActive
                ? href({ search: '', country: '', region: '', budget: 0, fit: 'all', page: 1 })
                : undefined
            }
          />
          {view.fitFilter ? <FitFilter choices={view.fitFilter} /> : null}
          <p
            id="results"
            tabIndex={-1}
            className="scroll-mt-24 text-sm text-muted-foreground outline-none"
            role="status"
          >
            {universitiesResultsText(results, state.fit, Boolean(state.budget))}
          </p>
          <FeesNote level={state.level} display={view.display} ratesNote={view.ratesNote} />
          {results.items.length ? (
            <UniversityCards
              items={results.items.map(view.card)}
              list={UNIVERSITIES_URL}
              compareIn={state}
              level={view.detailLevel}
            />
          ) : (
            <EmptyState title={empty.title} hint={empty.hint}>
              {state.fit !== 'all' && allFits ? (
                <Link
                  href={href({ fit: 'all', page: 1 })}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {`Show all (${allFits})`}
                </Link>
              ) : null}
            </EmptyState>
          )}
          <Pagination
            page={results.page}
            pageCount={results.pageCount}
            hrefFor={(page) => href({ page })}
            anchor="results"
          />
          <DirectoryLink search={state.search} />
        </div>
      )}
    </div>
  )
}
