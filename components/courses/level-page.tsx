import type { CourseEntry } from '@/lib/courses'
import type { CourseLevel } from '@/lib/courses/options'
import { COURSES_URL, coursesHref } from '@/lib/courses/state'
import { IntentLink } from '@/components/ui/intent-link'
import { Breadcrumb } from '@/components/layout/breadcrumb'
import { EmptyState } from '@/components/list/results-grid'

import { CourseGrid } from './course-groups'

type Props = {
  title: string
  intro: React.ReactNode
  levels: readonly CourseLevel[]
  courses: CourseEntry[]
}

/** The footer's level pages: which levels they cover, then the matching programs. */
export function LevelPage({ title, intro, levels, courses }: Props) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumb trail={[{ href: '/courses', label: 'Courses' }]} current={title} />
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <div className="flex max-w-3xl flex-col gap-2 text-muted-foreground">{intro}</div>
        <p className="text-sm">
          Search and filter these in{' '}
          {levels.map((level, i) => (
            <span key={level}>
              {i > 0 ? ' or ' : ''}
              <IntentLink
                href={coursesHref(COURSES_URL.defaults, { level })}
                className="text-primary underline underline-offset-4"
              >
                all {level} programs
              </IntentLink>
            </span>
          ))}
          .
        </p>
      </header>
      <section aria-labelledby="level-results" className="flex flex-col gap-4">
        <h2 id="level-results" className="text-xl font-semibold">
          {courses.length} {courses.length === 1 ? 'program' : 'programs'}
        </h2>
        {courses.length ? (
          <CourseGrid courses={courses} />
        ) : (
          <EmptyState
            title="No programs listed yet"
            hint="None of the programs in our catalogue is at this level yet."
          />
        )}
      </section>
    </div>
  )
}
