import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { universitiesCurrencies } from '@/lib/costs/inputs'
import { getCostModelFor } from '@/lib/costs/model'
import {
  convertibleCurrencies,
  displayCurrency,
  pageRates,
  readDisplayCurrency,
} from '@/lib/currency'
import { institutionHref } from '@/lib/institutions/state'
import { loadFxRates } from '@/lib/open-data'
import { publicCheck } from '@/lib/records/checked'
import { listAllScholarships, listScholarshipsForUniversity } from '@/lib/scholarships'
import { universityApplyHref } from '@/lib/shortlist/apply'
import { pageMetadata } from '@/lib/site/seo'
import { universityJsonLd } from '@/lib/site/seo-entities'
import { getUniversityDeadlines } from '@/lib/universities/deadline-records'
import { chosenLevel, deadlineLevels } from '@/lib/universities/deadlines'
import { getUniversityProfile } from '@/lib/universities/profiles'
import { UNIVERSITIES_URL } from '@/lib/universities/state'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { RecordCheckLine } from '@/components/content/record-check'
import { RememberCurrency } from '@/components/currency/remember-currency'
import { JsonLd } from '@/components/json-ld'
import { Breadcrumb } from '@/components/layout/breadcrumb'
import {
  CuratedProgrammes,
  ProviderProgrammesLink,
} from '@/components/programmes/provider-programmes'
import { ReportMistake } from '@/components/reports/report-mistake'
import { ApplyCta } from '@/components/shortlist/apply-cta'
import { SaveToggle } from '@/components/shortlist/save-toggle'
import { DetailCompareButton } from '@/components/universities/detail-compare-button'
import { Monogram } from '@/components/universities/monogram'
import { UniversityFacts } from '@/components/universities/university-facts'

type Props = { params: Promise<{ slug: string }> }
type PageProps = Props & { searchParams: Promise<RawSearchParams> }

// Rendered on request from cached data, in the currency its `?currency=` names, like the lists;
// shared caches keep one copy per URL (proxy.ts). An unknown slug is a 404.
export const instant = false

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const university = await getUniversityProfile((await params).slug)
  if (!university) notFound()
  return pageMetadata({
    title: `${university.name}: rankings, admissions and costs`,
    description: `${university.name} (${university.city}, ${university.country}): QS world rank #${university.worldRanking}, acceptance rate ${university.acceptanceRate}%, tuition, deadlines, programs and scholarships.`,
    path: `/universities/${university.slug}`,
  })
}

export default async function UniversityPage({ params, searchParams }: PageProps) {
  const university = await getUniversityProfile((await params).slug)
  if (!university) notFound()
  const u = university
  const query = await searchParams
  const allRates = await loadFxRates()
  const currencies = convertibleCurrencies(allRates)
  const display = displayCurrency(readDisplayCurrency(query.currency, currencies))
  // Every amount on the page at one source's rates of one day, named once under the costs.
  const [awards, deadlines, costModel] = await Promise.all([
    listAllScholarships(),
    getUniversityDeadlines(u.slug),
    getCostModelFor([u.countryCode]),
  ])
  const fx = pageRates(display, universitiesCurrencies([u], costModel), allRates)
  const scholarships = listScholarshipsForUniversity(u.id, awards)
  const directoryId = u.institutionId

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <RememberCurrency shown={display} />
      <JsonLd data={universityJsonLd(u)} />
      <Breadcrumb trail={[{ href: '/universities', label: 'Universities' }]} current={u.name} />
      <header className="flex flex-col gap-4">
        <div className="flex items-start gap-4">
          <Monogram id={u.slug} name={u.name} size="lg" />
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{u.name}</h1>
            <p className="text-muted-foreground">
              {u.campusLife.location} · {u.country} · founded {u.establishedYear}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge>QS World #{u.worldRanking}</Badge>
              <Badge variant="secondary">
                #{u.nationalRanking} in {u.country}
              </Badge>
              <Badge variant="outline">{u.region}</Badge>
            </div>
          </div>
        </div>
        <p className="max-w-3xl">{u.description}</p>
        {u.checked ? (
          <RecordCheckLine
            check={publicCheck(u.checked)}
            className="text-sm text-muted-foreground"
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <DetailCompareButton list={UNIVERSITIES_URL} slug={u.slug} name={u.name} />
          <SaveToggle kind="university" id={u.slug} name={u.name} withLink />
          <a
            href={u.website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline' })}
          >
            <Icon name="external-link" aria-hidden />
            Visit Website<span className="sr-only"> (opens in a new tab)</span>
          </a>
          {directoryId ? (
            <IntentLink
              href={institutionHref(directoryId)}
              className={buttonVariants({ variant: 'ghost' })}
            >
              Official figures
            </IntentLink>
          ) : null}
        </div>
      </header>
      <UniversityFacts
        university={u}
        scholarships={scholarships}
        awards={awards}
        display={display}
        fx={fx}
        costModel={costModel}
        deadlineLevels={deadlineLevels(chosenLevel(query.level))}
        deadlines={deadlines}
      />
      {directoryId ? (
        <Suspense fallback={<ProviderProgrammesLink provider={directoryId} name={u.name} />}>
          <CuratedProgrammes directoryId={directoryId} name={u.name} fx={fx} />
        </Suspense>
      ) : null}
      <ApplyCta href={universityApplyHref(u)} subject={u.name} />
      <ReportMistake kind="university" recordId={u.slug} />
    </article>
  )
}
