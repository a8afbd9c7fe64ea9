import type { Metadata } from 'next'

import { getCostModel } from '@/lib/costs/model'
import { formatNumber } from '@/lib/format'
import { loadFxRates } from '@/lib/open-data'
import { pageMetadata } from '@/lib/site/seo'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import { ukHref, UNIVERSITIES_URL } from '@/lib/universities/state'
import { ANCIENT_UNIVERSITIES, buildUkView } from '@/lib/universities/uk-view'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'
import { AddUniversitiesPanel } from '@/components/crawler/add-universities-panel'
import { RememberCurrency } from '@/components/currency/remember-currency'
import { DirectoryLink } from '@/components/institutions/directory-link'
import { Pagination } from '@/components/list/pagination'
import { EmptyState } from '@/components/list/results-grid'
import { StatGrid } from '@/components/list/stat-grid'
import { ViewTabs } from '@/components/list/view-tabs'
import { FeesNote } from '@/components/universities/fees-note'
import { TopList } from '@/components/universities/top-list'
import { UkFilters } from '@/components/universities/uk-filters'
import { UniversityCards } from '@/components/universities/university-card'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: 'UK Universities Portal',
  description:
    'Every UK university in our guide, ordered by national ranking: search by name or program, filter by city, and see fees, entry requirements and deadlines.',
  path: '/uk-universities',
})

export default async function UkUniversitiesPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const raw = await searchParams
  const view = buildUkView(
    raw,
    await listUniversityProfiles(),
    await loadFxRates(),
    await getCostModel(),
  )
  const { state, results, stats, cities, top, filtersActive } = view
  const clearHref = ukHref(state, { search: '', city: '', page: 1 })

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-10">
      <RememberCurrency shown={view.display} />
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">UK Universities Portal</h1>
        <p className="max-w-3xl text-muted-foreground">
          Universities across England, Scotland, Wales and Northern Ireland, ordered by their
          position among UK institutions in the QS World University Rankings 2026.
        </p>
        <StatGrid
          stats={[
            { label: 'UK universities', value: formatNumber(stats.universities) },
            { label: 'Cities', value: formatNumber(stats.cities) },
            { label: 'Ancient Universities', value: String(ANCIENT_UNIVERSITIES) },
          ]}
        />
      </header>
      <ViewTabs
        label="UK portal views"
        active={state.tab}
        tabs={[
          { id: 'browse', label: 'Browse UK Universities', href: ukHref(state, { tab: 'browse' }) },
          { id: 'add', label: 'Add More Universities', href: ukHref(state, { tab: 'add' }) },
        ]}
      />
      {state.tab === 'add' ? (
        <AddUniversitiesPanel />
      ) : (
        <>
          <TopList
            title="Top 5 UK universities"
            items={top.map((u) => [u.slug, u.name, u.nationalRanking])}
          />
          <UkFilters
            state={state}
            cities={cities}
            clearHref={filtersActive ? clearHref : undefined}
          />
          <div
            id="results"
            tabIndex={-1}
            className="flex scroll-mt-24 flex-wrap items-center justify-between gap-2 outline-none"
          >
            <h2 className="text-xl font-semibold">UK Universities ({results.total} found)</h2>
            <Badge variant="secondary" role="status">
              Page {results.page} of {results.pageCount}
            </Badge>
          </div>
          <FeesNote level="undergraduate" display={view.display} ratesNote={view.ratesNote} />
          {results.items.length ? (
            <UniversityCards items={results.items.map(view.card)} list={UNIVERSITIES_URL} />
          ) : (
            <EmptyState
              title="No UK universities found"
              hint="Try a different name, program or city."
            >
              <Button asChild variant="outline" className="mt-2">
                <IntentLink href={clearHref} scroll={false}>
                  Clear Search
                </IntentLink>
              </Button>
            </EmptyState>
          )}
          <Pagination
            page={results.page}
            pageCount={results.pageCount}
            hrefFor={(page) => ukHref(state, { page })}
            anchor="results"
          />
          <DirectoryLink search={state.search} />
        </>
      )}
    </div>
  )
}
