import { connection } from 'next/server'

import type { CourseEntry } from '@/lib/courses'
import { courseCardItems } from '@/lib/courses/card'
import type { CourseCategory, CourseLevel } from '@/lib/courses/options'
import { COURSES_URL, coursesHref } from '@/lib/courses/state'
import { Badge } from '@/components/ui/badge'
import { IntentLink } from '@/components/ui/intent-link'
import { EmptyState } from '@/components/list/results-grid'

import { CourseCards } from './course-card'

export async function CourseGrid({ courses }: { courses: CourseEntry[] }) {
  // The real-programme counts are in the database at run time only: read on request.
  await connection()
  return <CourseCards items={await courseCardItems(courses.map((c) => c.id))} />
}

const anchor = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function Group({
  id,
  title,
  count,
  action,
  children,
}: {
  id: string
  title: string
  count: number
  action?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-semibold">
          {title}
        </h2>
        <Badge variant="secondary">
          {count}
          <span className="sr-only"> {count === 1 ? 'course' : 'courses'}</span>
        </Badge>
        {action}
      </div>
      {children}
    </section>
  )
}

function EmptyLevel({ level }: { level: CourseLevel }) {
  if (level !== 'Postgraduate') {
    return (
      <EmptyState
        title={`No ${level} programs listed`}
        hint="None of the programs in our catalogue is at this level yet."
      />
    )
  }
  const link = (to: CourseLevel) => (
    <a href={`#level-${anchor(to)}`} className="text-primary underline">
      {to} Programs
    </a>
  )
  return (
    <EmptyState
      title="No Postgraduate programs listed"
      hint="Our catalogue files taught postgraduate degrees under Masters, and research and professional doctorates under Doctorate and PhD."
    >
      <p className="text-sm">
        See {link('Masters')}, {link('Doctorate')} and {link('PhD')}.
      </p>
    </EmptyState>
  )
}

export function CoursesByLevel({
  groups,
}: {
  groups: { level: CourseLevel; courses: CourseEntry[] }[]
}) {
  return (
    <div className="flex flex-col gap-12">
      {groups.map(({ level, courses }) => (
        <Group
          key={level}
          id={`level-${anchor(level)}`}
          title={`${level} Programs`}
          count={courses.length}
        >
          {courses.length ? <CourseGrid courses={courses} /> : <EmptyLevel level={level} />}
        </Group>
      ))}
    </div>
  )
}

export function CoursesByField({
  groups,
}: {
  groups: { category: CourseCategory; courses: CourseEntry[] }[]
}) {
  return (
    <div className="flex flex-col gap-12">
      {groups.map(({ category, courses }) => (
        <Group
          key={category}
          id={`field-${anchor(category)}`}
          title={category}
          count={courses.length}
          action={
            <IntentLink
              href={coursesHref(COURSES_URL.defaults, { category })}
              className="text-link"
            >
              Search within {category}
            </IntentLink>
          }
        >
          <CourseGrid courses={courses} />
        </Group>
      ))}
    </div>
  )
}
