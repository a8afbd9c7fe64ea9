import Link from 'next/link'

import type { Scholarship } from '@/data/schema'
import { buttonVariants } from '@/components/ui/button'
import { ResultsGrid } from '@/components/list/results-grid'

import { ScholarshipCard } from './scholarship-card'

type Props = {
  title: string
  intro: string
  items: Scholarship[]
  others: { href: string; title: string }[]
}

/** A footer list page: every scholarship of one kind, rendered on the server. */
export function ScholarshipList({ title, intro, items, others }: Props) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link href="/scholarships" className="hover:underline">
          Scholarships
        </Link>{' '}
        / <span aria-current="page">{title}</span>
      </nav>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="max-w-3xl text-muted-foreground">{intro}</p>
        <p className="font-medium">
          {items.length} {items.length === 1 ? 'scholarship' : 'scholarships'}
        </p>
      </header>
      <ResultsGrid>
        {items.map((s) => (
          <li key={s.slug}>
            <ScholarshipCard scholarship={s} headingLevel={2} />
          </li>
        ))}
      </ResultsGrid>
      <nav aria-label="More scholarships" className="flex flex-wrap gap-2 border-t pt-6">
        <Link href="/scholarships" className={buttonVariants({ size: 'sm' })}>
          Match yourself in the Scholarship Hub
        </Link>
        {others.map((other) => (
          <Link
            key={other.href}
            href={other.href}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {other.title}
          </Link>
        ))}
      </nav>
    </div>
  )
}
