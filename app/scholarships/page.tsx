import type { Metadata } from 'next'

import { getCostModel } from '@/lib/costs/model'
import { formatNumber } from '@/lib/format'
import { loadFxRates } from '@/lib/open-data'
import { listAllScholarships } from '@/lib/scholarships'
import { buildScholarshipsView } from '@/lib/scholarships/view'
import { pageMetadata } from '@/lib/site/seo'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { StatGrid } from '@/components/list/stat-grid'
import { ViewTabs } from '@/components/list/view-tabs'
import { BrowsePanel } from '@/components/scholarships/browse-panel'
import { MatcherPanel } from '@/components/scholarships/matcher-panel'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: 'Scholarship Hub',
  description:
    'Match your profile to international scholarships with a transparent score, or browse government, university and external awards, each linked to its official page.',
  path: '/scholarships',
})

export default async function ScholarshipsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const raw = await searchParams
  const view = buildScholarshipsView(raw, await listAllScholarships(), undefined, {
    rates: await loadFxRates(),
    universities: await listUniversityProfiles(),
    model: await getCostModel(),
  })
  const { state, stats } = view

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Scholarship Hub</h1>
        <p className="max-w-3xl text-muted-foreground">
          Find funding for your studies abroad: let the Smart Matcher score every award against your
          profile, or browse them all, from government programmes to university and private awards.
        </p>
        <StatGrid
          stats={[
            { label: 'Scholarships', value: formatNumber(stats.total) },
            { label: 'Fully funded', value: formatNumber(stats.fullyFunded) },
            { label: 'Prestigious', value: formatNumber(stats.prestigious) },
            { label: 'Merit-based', value: formatNumber(stats.meritBased) },
          ]}
        />
      </header>
      <ViewTabs
        label="Scholarship Hub views"
        active={state.tab}
        tabs={[
          { id: 'matcher', label: 'Smart Matcher', href: view.tabs.matcher },
          { id: 'browse', label: 'Browse All', href: view.tabs.browse },
        ]}
      />
      {state.tab === 'browse' ? (
        <BrowsePanel {...view.browse} />
      ) : (
        <MatcherPanel state={state} {...view.matcher} />
      )}
    </div>
  )
}
