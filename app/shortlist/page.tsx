import type { Metadata } from 'next'
import { connection } from 'next/server'

import { applyHref } from '@/lib/apply/prefill'
import { PROGRAMME_COUNTRY_LABELS } from '@/lib/programmes/options'
import {
  removeSaved,
  SHORTLIST_PATH,
  shortlistHref,
  shortlistQuery,
  shortlistSize,
  type Shortlist,
} from '@/lib/shortlist'
import { universityApplyHref } from '@/lib/shortlist/apply'
import { feedHref } from '@/lib/shortlist/feed'
import { shortlistCalendar } from '@/lib/shortlist/resolve'
import { SHORTLIST_VIEW_DEFAULTS } from '@/lib/shortlist/state'
import { buildShortlistView } from '@/lib/shortlist/view'
import { pageMetadata } from '@/lib/site/seo'
import { MAX_COMPARE } from '@/lib/universities/compare'
import { universityHref } from '@/lib/universities/links'
import { UNIVERSITIES_URL, universitiesHref } from '@/lib/universities/state'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { RememberCurrency } from '@/components/currency/remember-currency'
import { EmptyState } from '@/components/list/results-grid'
import { CalendarSection } from '@/components/shortlist/calendar-section'
import { CostOptions } from '@/components/shortlist/cost-options'
import { ItemTotal } from '@/components/shortlist/item-total'
import { RemoveLink } from '@/components/shortlist/remove-link'
import { ShortlistSync } from '@/components/shortlist/shortlist-sync'
import { YearSums } from '@/components/shortlist/year-sums'
import { CompareLink } from '@/components/universities/compare-link'

export const instant = false

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'My shortlist',
    description:
      'The universities, programmes and scholarships you saved, with what a year at each costs, their deadlines as a calendar file and a link to share the list.',
    path: '/shortlist',
  }),
  robots: { index: false, follow: true },
}

function Group({
  title,
  count,
  children,
}: {
  title: string
  count: number
  children: React.ReactNode
}) {
  if (!count) return null
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`group-${title}`}>
      <h2 id={`group-${title}`} className="text-xl font-semibold">
        {title} ({count})
      </h2>
      <ul className="flex flex-col divide-y rounded-xl border bg-card">{children}</ul>
    </section>
  )
}

function Item({
  href,
  name,
  detail,
  cost,
  actions,
}: {
  href: string
  name: string
  detail: React.ReactNode
  cost?: React.ReactNode
  actions: React.ReactNode
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1 basis-60">
        <IntentLink href={href} className="font-medium hover:underline">
          {name}
        </IntentLink>
        <p className="text-sm text-muted-foreground">{detail}</p>
        {cost}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  )
}

export default async function ShortlistPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  // One visitor's list, with today's calendar: always read at request time.
  await connection()
  const page = await buildShortlistView(await searchParams)
  const { saved, view, query, sums, levelLabel } = page
  const { list, universities, institutions, scholarships } = saved
  const size = shortlistSize(list)
  // The page's own links keep the chosen order, level and currency.
  const without = (kind: keyof Shortlist, id: string) =>
    shortlistHref(removeSaved(list, kind, id), SHORTLIST_PATH, query)
  const { events, undated } = shortlistCalendar(saved, new Date(), view.level)
  // The calendar holds the dates of the level chosen here.
  const calendarHref = shortlistHref(
    list,
    '/shortlist.ics',
    view.level === SHORTLIST_VIEW_DEFAULTS.level ? {} : { level: view.level },
  )
  // Comparing and applying follow the order of saving, whatever order the totals are shown in.
  const compared = universities.slice(0, MAX_COMPARE).map((u) => u.slug)
  const first = universities[0]

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <RememberCurrency shown={view.currency} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My shortlist</h1>
        <p className="max-w-3xl text-muted-foreground">
          What you saved with the Save buttons, kept in this browser only (no account). The address
          of this page holds the whole list: bookmark it or send it to open the same list on another
          device.
        </p>
      </header>
      <ShortlistSync shown={list} view={query} />
      {size === 0 ? (
        <EmptyState
          title="Nothing saved yet"
          hint="Use Save on a university or scholarship to keep it here."
        >
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <IntentLink href="/programmes" className={buttonVariants({ variant: 'outline' })}>
              Find programmes
            </IntentLink>
            <IntentLink href="/universities" className={buttonVariants({ variant: 'outline' })}>
              Browse universities
            </IntentLink>
            <IntentLink href="/scholarships" className={buttonVariants({ variant: 'outline' })}>
              Find scholarships
            </IntentLink>
          </div>
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {compared.length >= 2 ? (
              <CompareLink
                href={universitiesHref(UNIVERSITIES_URL.defaults, {
                  tab: 'compare',
                  compare: compared,
                  ...(query.currency ? { currency: query.currency } : {}),
                })}
                next={compared}
                className={buttonVariants()}
              >
                Compare saved universities
                {universities.length > MAX_COMPARE ? ` (first ${MAX_COMPARE})` : ''}
              </CompareLink>
            ) : null}
            <IntentLink
              href={first ? universityApplyHref(first) : applyHref()}
              className={buttonVariants({ variant: compared.length >= 2 ? 'outline' : 'default' })}
            >
              <Icon name="arrow-right" aria-hidden />
              Apply through us
              {first ? <span className="sr-only"> starting with {first.name}</span> : null}
            </IntentLink>
          </div>
          <p className="text-sm text-muted-foreground">
            Share this list:{' '}
            <span className="font-mono break-all">
              {shortlistHref(list, SHORTLIST_PATH, query)}
            </span>
          </p>

          {sums.length ? (
            <>
              <CostOptions
                view={view}
                query={shortlistQuery(list)}
                currencies={page.currencies}
                universities={universities.length > 0}
              />
              <YearSums rows={sums} rates={page.ratesNote} />
            </>
          ) : null}

          <Group title="Universities" count={universities.length}>
            {page.universities.map(({ item: u, text, inSum }) => (
              <Item
                key={u.slug}
                href={universityHref(
                  u.slug,
                  view.level === SHORTLIST_VIEW_DEFAULTS.level ? undefined : view.level,
                )}
                name={u.name}
                detail={`${u.city}, ${u.country} · QS World #${u.worldRanking}`}
                cost={<ItemTotal label={`Total, ${levelLabel}`} text={text} inSum={inSum} />}
                actions={
                  <>
                    <IntentLink
                      href={universityApplyHref(u)}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    >
                      Apply through us<span className="sr-only"> to {u.name}</span>
                    </IntentLink>
                    <RemoveLink
                      href={without('university', u.slug)}
                      kind="university"
                      id={u.slug}
                      name={u.name}
                    />
                  </>
                }
              />
            ))}
          </Group>
          <Group title="Programmes" count={page.programmes.length}>
            {page.programmes.map(({ item: p, text, inSum }) => (
              <Item
                key={p.id}
                href={`/programmes/${p.id}`}
                name={p.title}
                detail={`${p.provider.name} · ${PROGRAMME_COUNTRY_LABELS[p.country]} · ${p.kind}`}
                cost={<ItemTotal label="Total" text={text} inSum={inSum} />}
                actions={
                  <RemoveLink
                    href={without('programme', p.id)}
                    kind="programme"
                    id={p.id}
                    name={p.title}
                  />
                }
              />
            ))}
          </Group>
          <Group title="Institutions" count={institutions.length}>
            {institutions.map((i) => (
              <Item
                key={i.id}
                href={`/institutions/${i.id}`}
                name={i.name}
                detail={[i.city, i.country].filter(Boolean).join(', ')}
                actions={
                  <RemoveLink
                    href={without('institution', i.id)}
                    kind="institution"
                    id={i.id}
                    name={i.name}
                  />
                }
              />
            ))}
          </Group>
          <Group title="Scholarships" count={scholarships.length}>
            {scholarships.map((s) => (
              <Item
                key={s.slug}
                href={`/scholarships/${s.slug}`}
                name={s.name}
                detail={s.university}
                actions={
                  <RemoveLink
                    href={without('scholarship', s.slug)}
                    kind="scholarship"
                    id={s.slug}
                    name={s.name}
                  />
                }
              />
            ))}
          </Group>

          <CalendarSection
            events={events}
            undated={undated}
            download={calendarHref}
            feed={feedHref(calendarHref)}
          />
        </>
      )}
    </div>
  )
}
