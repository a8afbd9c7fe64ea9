import Link from 'next/link'

import { cycleStatus } from '@/lib/scholarships/cycle'
import type { Scholarship } from '@/data/schema'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { SaveToggle } from '@/components/shortlist/save-toggle'

export function ScholarshipBadges({ scholarship: s }: { scholarship: Scholarship }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Highlights">
      <li>
        <Badge variant="secondary">{s.type}</Badge>
      </li>
      {s.isFullyFunded ? (
        <li>
          <Badge variant="success">Fully funded</Badge>
        </li>
      ) : null}
      {s.isPrestigious ? (
        <li>
          <Badge variant="outline">Prestigious</Badge>
        </li>
      ) : null}
    </ul>
  )
}

/** The official programme page, in a new tab; never '#': every award links to a real page. */
export function OfficialLink({
  scholarship: s,
  label = 'Apply',
  size = 'sm',
}: {
  scholarship: Scholarship
  label?: string
  size?: 'sm' | 'default'
}) {
  return (
    <a href={s.link} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size })}>
      <Icon name="external-link" aria-hidden />
      {label}
      <span className="sr-only"> on the official {s.name} page (opens in a new tab)</span>
    </a>
  )
}

/** The 2027-entry round's status today, with its dates in words. */
export function CycleFact({ scholarship: s }: { scholarship: Scholarship }) {
  const status = cycleStatus(s.cycle, new Date())
  return (
    <div>
      <dt className="text-muted-foreground">{s.cycle.entryYear} entry</dt>
      <dd className="font-medium">
        <span className="block">{status.label}</span>
        <span className="block text-xs font-normal text-muted-foreground">{status.detail}</span>
      </dd>
    </div>
  )
}

export function ScholarshipFactsList({ scholarship: s }: { scholarship: Scholarship }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <div className="basis-full">
        <dt className="text-muted-foreground">Value</dt>
        <dd className="font-medium">{s.value}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Degrees</dt>
        <dd className="font-medium">{s.eligibleDegrees.join(', ')}</dd>
      </div>
      <CycleFact scholarship={s} />
      {s.deadline ? (
        <div>
          <dt className="text-muted-foreground">Deadline</dt>
          <dd className="font-medium">{s.deadline}</dd>
        </div>
      ) : null}
    </dl>
  )
}

export function ScholarshipCard({
  scholarship: s,
  headingLevel = 3,
}: {
  scholarship: Scholarship
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={`sch-${s.slug}`}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <ScholarshipBadges scholarship={s} />
      <div>
        <Heading id={`sch-${s.slug}`} className="leading-tight font-semibold">
          <Link href={`/scholarships/${s.slug}`} className="hover:underline">
            {s.name}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{s.university}</p>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{s.description}</p>
      <ScholarshipFactsList scholarship={s} />
      <footer className="mt-auto flex flex-wrap gap-2 pt-1">
        <OfficialLink scholarship={s} />
        <SaveToggle kind="scholarship" id={s.slug} name={s.name} size="sm" />
        <Link
          href={`/scholarships/${s.slug}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Details<span className="sr-only"> of {s.name}</span>
        </Link>
      </footer>
    </article>
  )
}
