import { scholarshipCardData } from '@/lib/scholarships/card'
import type { Scholarship } from '@/data/schema'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { Breadcrumb } from '@/components/layout/breadcrumb'
import { EmptyState } from '@/components/list/results-grid'

import { ScholarshipCards } from './scholarship-cards'
import { ScholarshipFilters } from './scholarship-filters'

type Props = {
  title: string
  intro: string
  items: Scholarship[]
  /** Every award of the list, before the filters. */
  total: number
  filters: React.ComponentProps<typeof ScholarshipFilters>
  filterLabels: string[]
  /** The unfiltered list, while a filter is on. */
  clearHref?: string
  others: { href: string; title: string }[]
}

function countText({ items, total, filterLabels }: Props) {
  const noun = (n: number) => (n === 1 ? 'scholarship' : 'scholarships')
  if (!filterLabels.length) return `${total} ${noun(total)}`
  return `${items.length} of ${total} ${noun(total)}: ${filterLabels.join(', ')}`
}

/** A footer list page: every scholarship of one kind, rendered on the server, with filters. */
export function ScholarshipList(props: Props) {
  const { title, intro, items, clearHref, others } = props
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumb trail={[{ href: '/scholarships', label: 'Scholarships' }]} current={title} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="max-w-3xl text-muted-foreground">{intro}</p>
      </header>
      <ScholarshipFilters {...props.filters} />
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="font-medium">
          {countText(props)}
        </p>
        {clearHref ? (
          <IntentLink
            href={clearHref}
            scroll={false}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Icon name="x" aria-hidden />
            Clear filters
          </IntentLink>
        ) : null}
      </div>
      {items.length ? (
        <ScholarshipCards
          items={items.map((s) => scholarshipCardData(s, new Date()))}
          headingLevel={2}
        />
      ) : (
        <EmptyState
          title="No scholarships found"
          hint="No award in this list matches all of these filters. Try another level or country, or clear the filters."
        />
      )}
      <nav aria-label="More scholarships" className="flex flex-wrap gap-2 border-t pt-6">
        <IntentLink href="/scholarships" className={buttonVariants({ size: 'sm' })}>
          Match yourself in the Scholarship Hub
        </IntentLink>
        {others.map((other) => (
          <IntentLink
            key={other.href}
            href={other.href}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {other.title}
          </IntentLink>
        ))}
      </nav>
    </div>
  )
}
