import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { curatedSlugOf, getInstitution, subjectLabelsOf } from '@/lib/institutions'
import { countryName, placeOf } from '@/lib/institutions/countries'
import { institutionFacts } from '@/lib/institutions/facts'
import { institutionJsonLd } from '@/lib/institutions/json-ld'
import { institutionHref } from '@/lib/institutions/state'
import { officialWebsiteHref } from '@/lib/institutions/url'
import { loadFxRates, loadSourcesInUse } from '@/lib/open-data'
import { sourcesAsOf } from '@/lib/open-data/as-of'
import { pageMetadata } from '@/lib/site/seo'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { FactSectionBox } from '@/components/institutions/institution-facts'
import { JsonLd } from '@/components/json-ld'
import { Breadcrumb } from '@/components/layout/breadcrumb'
import { ProviderProgrammes } from '@/components/programmes/provider-programmes'
import { ReportMistake } from '@/components/reports/report-mistake'
import { SaveToggle } from '@/components/shortlist/save-toggle'

type Props = { params: Promise<{ slug: string }> }

// 13,000 pages, none built at build time: each renders on request from cached queries of the
// database, and shared caches keep the page (proxy.ts). An unknown slug is a 404.
export const instant = false

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const institution = await getInstitution((await params).slug)
  if (!institution) notFound()
  return pageMetadata({
    title: `${institution.name}: official figures`,
    description: `${institution.name} (${placeOf(institution)}): location, official website and the figures official open data publishes about it.`,
    path: institutionHref(institution.id),
  })
}

export default async function InstitutionPage({ params }: Props) {
  const institution = await getInstitution((await params).slug)
  if (!institution) notFound()
  const i = institution
  const [labels, sources] = await Promise.all([
    i.uk ? subjectLabelsOf(i.id) : ({} as Record<string, string>),
    loadSourcesInUse(),
  ])
  // UK and Australian figures are dated by their source's as-of in the data loaded.
  const sections = institutionFacts(i, (code) => labels[code] ?? code, sourcesAsOf(sources))
  const curated = await curatedSlugOf(i.id)

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <JsonLd data={institutionJsonLd(i)} />
      <Breadcrumb trail={[{ href: '/institutions', label: 'Institutions' }]} current={i.name} />
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{i.name}</h1>
          <SaveToggle kind="institution" id={i.id} name={i.name} withLink />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Country</dt>
          <dd>{countryName(i.country)}</dd>
          {i.city ? (
            <>
              <dt className="font-medium">City</dt>
              <dd>{i.city}</dd>
            </>
          ) : null}
          {i.region ? (
            <>
              <dt className="font-medium">State or region</dt>
              <dd>{i.region}</dd>
            </>
          ) : null}
          {i.altNames.length ? (
            <>
              <dt className="font-medium">Also known as</dt>
              <dd>{i.altNames.join('; ')}</dd>
            </>
          ) : null}
        </dl>
        <div className="flex flex-wrap gap-2">
          {i.website ? (
            <a
              href={officialWebsiteHref(i.website)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              <Icon name="external-link" aria-hidden />
              Official website<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {curated ? (
            <IntentLink href={`/universities/${curated}`} className={buttonVariants()}>
              Full profile
            </IntentLink>
          ) : null}
        </div>
      </header>
      {sections.length ? (
        <div className="grid gap-6 md:grid-cols-2">
          {sections.map((section) => (
            <FactSectionBox key={section.id} section={section} />
          ))}
        </div>
      ) : (
        <p className="max-w-3xl text-muted-foreground">
          Official figures: not reported. This institution comes from the worldwide Hipo list of
          universities, which gives its name, country and web address only; the official figures we
          import cover US, UK and Australian institutions.
        </p>
      )}
      <ProviderProgrammes
        provider={i.id}
        name={i.name}
        total={i.programmes}
        fx={await loadFxRates()}
      />
      <ReportMistake kind="institution" recordId={i.id} />
    </article>
  )
}
