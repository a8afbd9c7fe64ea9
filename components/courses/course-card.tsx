import Link from 'next/link'

import type { CourseEntry } from '@/lib/courses'
import { courseHref } from '@/lib/courses/options'
import { catalogueProgrammes } from '@/lib/programmes/catalogue'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'

// A card shows 3 career prospects, 2 research areas and 2 popular universities; the page shows all.
export const CARD_CAREER_LIMIT = 3
export const CARD_RESEARCH_LIMIT = 2
export const CARD_UNIVERSITY_LIMIT = 2

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h4 className="text-xs font-semibold text-muted-foreground uppercase">{title}</h4>
      {children}
    </div>
  )
}

function Tags({ items }: { items: string[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="outline" className="whitespace-normal">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

/** "312 real programmes in this field": the matching programmes of the open registers. */
export function RealProgrammes({ courseId, name }: { courseId: string; name: string }) {
  const real = catalogueProgrammes(courseId)
  if (!real) return null
  return (
    <Link href={real.href} className="text-sm text-primary hover:underline">
      {`${real.count.toLocaleString('en-US')} real programmes in this field`}
      <span className="sr-only">{`: ${name}`}</span>
    </Link>
  )
}

export function CourseCard({ course: c }: { course: CourseEntry }) {
  const titleId = `course-${c.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-1">
          <Badge>{c.level}</Badge>
          <Badge variant="secondary">{c.category}</Badge>
        </div>
        <h3 id={titleId} className="text-lg leading-tight font-semibold">
          {c.name}
        </h3>
      </header>
      <p className="line-clamp-4 text-sm text-muted-foreground">{c.description}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="flex items-start gap-2">
          <dt className="mt-0.5 shrink-0 text-muted-foreground">
            <Icon name="clock" className="size-4" aria-hidden />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{c.duration}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="mt-0.5 shrink-0 text-muted-foreground">
            <Icon name="wallet" className="size-4" aria-hidden />
            <span className="sr-only">Tuition</span>
          </dt>
          <dd>{c.tuitionRange}</dd>
        </div>
      </dl>
      <Part title="Requirements">
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          {c.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Part>
      <Part title="Career prospects">
        <Tags items={c.careerProspects.slice(0, CARD_CAREER_LIMIT)} />
      </Part>
      {c.prerequisites?.length ? (
        <Part title="Prerequisites">
          <Tags items={c.prerequisites} />
        </Part>
      ) : null}
      {c.researchFocus?.length ? (
        <Part title="Research areas">
          <Tags items={c.researchFocus.slice(0, CARD_RESEARCH_LIMIT)} />
        </Part>
      ) : null}
      <Part title="Popular universities">
        <ul className="mt-1 space-y-0.5 text-sm">
          {c.universities.slice(0, CARD_UNIVERSITY_LIMIT).map((u) => (
            <li key={u.id}>
              <Link
                href={`/universities/${u.slug}`}
                className="inline-flex min-h-6 items-center text-primary hover:underline"
              >
                {u.name}
              </Link>
            </li>
          ))}
        </ul>
      </Part>
      <footer className="mt-auto flex flex-wrap items-center gap-3 pt-2">
        <Link
          href={courseHref(c.id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          View program<span className="sr-only">: {c.name}</span>
          <Icon name="arrow-right" aria-hidden />
        </Link>
        <RealProgrammes courseId={c.id} name={c.name} />
      </footer>
    </article>
  )
}
