import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { chargedCurrencies, totalCost } from '@/lib/costs'
import { programmeCostInput, programmePlace } from '@/lib/costs/inputs'
import { getCostModelFor } from '@/lib/costs/model'
import {
  convertibleCurrencies,
  displayCurrency,
  pageRates,
  readDisplayCurrency,
} from '@/lib/currency'
import { curatedSlugOf, getInstitution } from '@/lib/institutions'
import { officialWebsiteHref } from '@/lib/institutions/url'
import { loadFxRates } from '@/lib/open-data'
import { getProgramme } from '@/lib/programmes'
import { mergedInto } from '@/lib/programmes/aliases'
import { programmeApplyHref } from '@/lib/programmes/apply'
import { modeVariantLinks } from '@/lib/programmes/card'
import { programmeJsonLd } from '@/lib/programmes/json-ld'
import { PROGRAMME_COUNTRY_LABELS, PROGRAMME_MODE_LABELS } from '@/lib/programmes/options'
import { scholarshipsFor } from '@/lib/programmes/related'
import { programmesFilterHref } from '@/lib/programmes/state'
import { listAllScholarships } from '@/lib/scholarships'
import { pageMetadata } from '@/lib/site/seo'
import { firstValue, type RawSearchParams } from '@/lib/validation/search-params'
import type { Programme } from '@/data/open-schema'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { TotalCostBreakdown } from '@/components/costs/total-cost'
import { RememberCurrency } from '@/components/currency/remember-currency'
import { JsonLd } from '@/components/json-ld'
import { Breadcrumb } from '@/components/layout/breadcrumb'
import { AuFeesView } from '@/components/programmes/au-fees'
import { UK_SCOPE } from '@/components/programmes/scope-notes'
import { UkOutcomesView } from '@/components/programmes/uk-outcomes'
import { UsFiguresView } from '@/components/programmes/us-figures'
import { ReportMistake } from '@/components/reports/report-mistake'
import { SaveToggle } from '@/components/shortlist/save-toggle'

type Props = { params: Promise<{ id: string }> }
type PageProps = Props & { searchParams: Promise<RawSearchParams> }

// 55,000 pages: rendered on request from cached data, never all at build time; shared caches keep
// the page (proxy.ts). An unknown id is a 404.
export const instant = false

/** The programme, or a redirect to the one a merged id now belongs to, or not found. */
async function programmeOr404(id: string, query = '') {
  const entry = await getProgramme(id)
  if (entry) return entry
  const target = mergedInto(id)
  if (target) permanentRedirect(`/programmes/${target}${query}`)
  notFound()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await programmeOr404((await params).id)
  const p = entry.programme
  return pageMetadata({
    title: `${p.title} at ${entry.providerName}`,
    description: `${p.levelLabel ?? p.level} programme at ${entry.providerName} (${PROGRAMME_COUNTRY_LABELS[p.country]}): ${DESCRIBED[p.country]}.`,
    path: `/programmes/${p.id}`,
  })
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const weeksAsYears = (weeks: number) => {
  const years = Math.round((weeks / 52) * 10) / 10
  return `${weeks} weeks (${years} ${years === 1 ? 'year' : 'years'})`
}

const link = 'font-medium text-primary underline'

const DESCRIBED: Record<Programme['country'], string> = {
  GB: 'graduate salaries, employment, continuation and entry tariffs from Discover Uni',
  AU: 'tuition fee, total course cost, duration and locations from CRICOS',
  US: 'graduates’ median earnings and debt from the College Scorecard',
}
const SOURCE_NAMES: Record<Programme['country'], string> = {
  GB: 'Discover Uni',
  AU: 'CRICOS',
  US: 'College Scorecard',
}

export default async function ProgrammePage({ params, searchParams }: PageProps) {
  const currency = firstValue((await searchParams).currency)
  const entry = await programmeOr404(
    (await params).id,
    currency ? `?${new URLSearchParams({ currency })}` : '',
  )
  const p = entry.programme
  const provider = await getInstitution(p.provider)
  const curated = await curatedSlugOf(p.provider)
  const scholarships = scholarshipsFor(p, await listAllScholarships()).slice(0, 6)
  const allRates = await loadFxRates()
  const currencies = convertibleCurrencies(allRates)
  const display = displayCurrency(readDisplayCurrency((await searchParams).currency, currencies))
  const uk = p.country === 'GB'
  const us = p.country === 'US'
  const variants = modeVariantLinks(entry.modeVariants)
  const input = programmeCostInput(p, programmePlace(p, provider))
  // The fees and the year's total at one source's rates of one day, named once under the total.
  const model = await getCostModelFor([p.country])
  const fx = pageRates(display, chargedCurrencies(input, model), allRates)
  const total = totalCost(input, display, fx, model)

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <RememberCurrency shown={display} />
      <JsonLd data={programmeJsonLd(p, entry.providerName)} />
      <Breadcrumb trail={[{ href: '/programmes', label: 'Programmes' }]} current={p.title} />
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge>{p.levelLabel ?? p.level}</Badge>
          <Badge variant="secondary">{PROGRAMME_COUNTRY_LABELS[p.country]}</Badge>
          {p.category ? <Badge variant="outline">{p.category}</Badge> : null}
        </div>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{p.title}</h1>
          <SaveToggle kind="programme" id={p.id} name={p.title} withLink />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <IntentLink href={`/institutions/${p.provider}`} className={link}>
            {entry.providerName}
          </IntentLink>
          {curated ? (
            <IntentLink href={`/universities/${curated}`} className={link}>
              {`${entry.providerName}: full profile`}
            </IntentLink>
          ) : null}
          <IntentLink href={programmesFilterHref({ provider: p.provider })} className={link}>
            {`All programmes at ${entry.providerName}`}
          </IntentLink>
        </p>
        {uk ? (
          <p className="max-w-3xl text-sm text-muted-foreground" data-testid="uk-scope">
            {`${UK_SCOPE} `}
            {p.courseUrl
              ? 'The fee is on the course page.'
              : 'Discover Uni names this course by its subject here: see the provider’s own pages for the exact course name and fee.'}
          </p>
        ) : null}
        {p.courseTitle ? (
          <p className="text-sm text-muted-foreground" data-testid="title-source">
            Title from Discover Uni (the course’s own title in its KISCOURSE record).
          </p>
        ) : null}
        {p.courseUrl ? (
          <p>
            <a
              href={officialWebsiteHref(p.courseUrl)}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              Course page<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-xl border bg-card p-4 text-sm">
        <Fact label="Level">
          {p.level}
          {p.levelLabel ? ` (${p.levelLabel})` : ''}
        </Fact>
        <Fact label={uk ? 'Subjects' : 'Field'}>
          {[...new Set([...p.fields, ...p.subjects].map((s) => s.label))].join(' · ')}
        </Fact>
        <Fact label="Study mode">
          {us ? 'Not reported' : PROGRAMME_MODE_LABELS[p.mode]}
          {variants.length ? (
            <span data-testid="mode-variants">
              {'. Also offered '}
              {variants.map((v, i) => (
                <span key={v.id}>
                  {i ? ', ' : ''}
                  <IntentLink href={`/programmes/${v.id}`} className={link}>
                    {v.label}
                    <span className="sr-only">{` variant of ${p.title}`}</span>
                  </IntentLink>
                </span>
              ))}
              {' (the same course, with its own outcome figures)'}
            </span>
          ) : null}
        </Fact>
        <Fact label="Duration">
          {p.duration ? weeksAsYears(p.duration.weeks) : 'Not reported'}
          {!p.duration && p.missing.duration ? ' (the source does not give the length)' : ''}
        </Fact>
        <Fact label="Locations">
          {p.locations.length
            ? p.locations
                .map((l) => [l.name, l.city, l.region].filter(Boolean).join(', '))
                .join('; ')
            : 'Not reported'}
        </Fact>
        {p.ucasCodes.length ? <Fact label="UCAS codes">{p.ucasCodes.join(', ')}</Fact> : null}
        <Fact label="Source">
          {SOURCE_NAMES[p.country]}, {p.asOf}
        </Fact>
      </dl>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{uk || us ? 'Outcomes' : 'Fees'}</h2>
        {uk ? (
          <UkOutcomesView p={p} provider={provider} />
        ) : us ? (
          <UsFiguresView p={p} display={display} fx={fx} />
        ) : (
          <AuFeesView p={p} display={display} fx={fx} />
        )}
      </section>
      <TotalCostBreakdown total={total} />
      <section className="flex flex-col gap-2" aria-labelledby="scholarships">
        <h2 id="scholarships" className="text-xl font-semibold">
          Scholarships open to this level in {PROGRAMME_COUNTRY_LABELS[p.country]}
        </h2>
        {scholarships.length ? (
          <>
            <ul className="list-disc pl-5 text-sm" data-testid="programme-scholarships">
              {scholarships.map((s) => (
                <li key={s.slug}>
                  <IntentLink href={`/scholarships/${s.slug}`} className={link}>
                    {s.name}
                  </IntentLink>
                  {` · ${s.value}`}
                </li>
              ))}
            </ul>
            <p className="text-xs text-muted-foreground">
              Open to this level of study in this country; check the nationality rules on each
              scholarship’s page.
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            None in our scholarship list is open to this level of study here.
          </p>
        )}
      </section>
      {provider?.website && !p.courseUrl ? (
        <p className="text-sm">
          <a
            href={officialWebsiteHref(provider.website)}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            {`${entry.providerName}: official website`}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <p>
        <IntentLink
          href={programmeApplyHref(p, entry.providerName)}
          className={buttonVariants({ size: 'lg' })}
          data-testid="apply-programme"
        >
          Apply through us for this programme
          <Icon name="arrow-right" aria-hidden />
        </IntentLink>
      </p>
      <ReportMistake kind="programme" recordId={p.id} />
    </article>
  )
}
