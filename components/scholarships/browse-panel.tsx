import { scholarshipCardData } from '@/lib/scholarships/card'
import { MERIT_MEANING, SCHOLARSHIP_LIST_KEYS, SCHOLARSHIP_LISTS } from '@/lib/scholarships/options'
import { cn } from '@/lib/utils'
import type { Scholarship } from '@/data/schema'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { EmptyState } from '@/components/list/results-grid'

import { ScholarshipCards } from './scholarship-cards'
import { ScholarshipFilters } from './scholarship-filters'

type FilterLink = { label: string; href: string; active: boolean }

type Props = {
  featured: Scholarship[]
  all: Scholarship[]
  total: number
  filterLabels: string[]
  merit: boolean
  clearHref: string
  fullListHref?: string
  typeLinks: FilterLink[]
  meritLink: FilterLink
  filters: React.ComponentProps<typeof ScholarshipFilters>
}

function FilterPill({ link }: { link: FilterLink }) {
  return (
    <IntentLink
      href={link.href}
      scroll={false}
      aria-current={link.active ? 'true' : undefined}
      className="pill"
    >
      {link.label}
    </IntentLink>
  )
}

function Cards({ items }: { items: Scholarship[] }) {
  return <ScholarshipCards items={items.map((s) => scholarshipCardData(s, new Date()))} />
}

export function BrowsePanel(props: Props) {
  const { featured, all, total, filterLabels, fullListHref } = props
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <nav aria-label="Filter scholarships by type" className="flex flex-wrap gap-2">
          {props.typeLinks.map((link) => (
            <FilterPill key={link.label} link={link} />
          ))}
          <FilterPill link={props.meritLink} />
        </nav>
        <ScholarshipFilters {...props.filters} />
      </div>
      {filterLabels.length ? (
        <section
          aria-label="Active filter"
          className="flex flex-col gap-2 rounded-xl border border-primary/30 bg-accent/60 p-4 text-sm"
        >
          <p>
            <span className="font-semibold">Filter on:</span> {filterLabels.join(', ')} ({total}{' '}
            {total === 1 ? 'award' : 'awards'})
          </p>
          {props.merit ? <p className="text-muted-foreground">{MERIT_MEANING}</p> : null}
          <IntentLink
            href={props.clearHref}
            scroll={false}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-fit')}
          >
            <Icon name="x" aria-hidden />
            {filterLabels.length > 1 ? 'Clear filters' : 'Clear filter'}
          </IntentLink>
        </section>
      ) : null}
      {featured.length ? (
        <section aria-labelledby="featured-title" className="flex flex-col gap-4">
          <h2 id="featured-title" className="text-2xl font-semibold">
            Featured Scholarships
          </h2>
          <Cards items={featured} />
        </section>
      ) : null}
      <section aria-labelledby="all-title" className="flex flex-col gap-4">
        <h2 id="all-title" className="text-2xl font-semibold">
          All Scholarships ({total})
        </h2>
        {total > all.length ? (
          <p className="text-sm text-muted-foreground">
            Showing the first {all.length} of {total}.{' '}
            {fullListHref ? (
              <IntentLink href={fullListHref} className="font-medium text-primary hover:underline">
                See all {total}
              </IntentLink>
            ) : (
              <>
                Every award is on its list:{' '}
                {SCHOLARSHIP_LIST_KEYS.map((key, i) => (
                  <span key={key}>
                    {i ? ', ' : ''}
                    <IntentLink
                      href={`/scholarships/${key}`}
                      className="font-medium text-primary hover:underline"
                    >
                      {SCHOLARSHIP_LISTS[key].title}
                    </IntentLink>
                  </span>
                ))}
                .
              </>
            )}
          </p>
        ) : null}
        {all.length ? (
          <Cards items={all} />
        ) : (
          <EmptyState
            title="No scholarships found"
            hint="No award matches all of these filters. Try another level or country, or clear the filters to see every award."
          />
        )}
      </section>
    </div>
  )
}
