import type { Metadata } from 'next'

import { courseStats } from '@/lib/courses'
import { COURSE_TAB_LABELS, COURSE_TABS } from '@/lib/courses/options'
import { coursesHref } from '@/lib/courses/state'
import { buildCoursesView } from '@/lib/courses/view'
import { pageMetadata } from '@/lib/site/seo'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Button } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'
import { CourseFilters } from '@/components/courses/course-filters'
import { CourseGrid, CoursesByField, CoursesByLevel } from '@/components/courses/course-groups'
import { EmptyState } from '@/components/list/results-grid'
import { StatGrid } from '@/components/list/stat-grid'
import { ViewTabs } from '@/components/list/view-tabs'

// The whole page renders per request from its URL (the data it reads is cached), so it works
// without JavaScript and a shared cache can keep it.
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: 'All Academic Programs',
  description: `Browse ${courseStats().programs} degree programs by level and field, from undergraduate to PhD: duration, tuition, entry requirements, careers and the universities known for each.`,
  path: '/courses',
})

export default async function CoursesPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const view = buildCoursesView(await searchParams)
  const { state, stats, results } = view
  const clearHref = coursesHref(state, { search: '', level: '', category: '' })

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All Academic Programs</h1>
        <p className="max-w-3xl text-muted-foreground">
          Degree programs international students ask about most, from a first degree to a PhD, with
          what each costs, what it takes to get in and where it can lead.
        </p>
        <StatGrid
          stats={[
            { label: 'Programs', value: String(stats.programs) },
            { label: 'Study areas', value: String(stats.areas) },
            { label: 'Levels', value: String(stats.levels) },
            // Counted from the courses' "known for" lists, not a fixed '200+'.
            { label: 'Universities named', value: String(stats.universities) },
          ]}
        />
      </header>
      <ViewTabs
        label="Course views"
        active={state.tab}
        tabs={COURSE_TABS.map((tab) => ({
          id: tab,
          label: COURSE_TAB_LABELS[tab],
          href: coursesHref(state, { tab }),
        }))}
      />
      {state.tab === 'level' ? (
        <CoursesByLevel groups={view.byLevel} />
      ) : state.tab === 'field' ? (
        <CoursesByField groups={view.byField} />
      ) : (
        <section aria-labelledby="browse-title" className="flex flex-col gap-6">
          <h2 id="browse-title" className="sr-only">
            Browse all programs
          </h2>
          <CourseFilters state={state} extraCategory={view.extraCategory} />
          <p className="text-sm text-muted-foreground" role="status">
            {`Showing ${results.length} of ${view.total} courses`}
          </p>
          {results.length ? (
            <CourseGrid courses={results} />
          ) : (
            <EmptyState
              title="No courses found"
              hint="Try adjusting your search terms or filter criteria."
            >
              <Button asChild variant="outline" className="mt-2">
                <IntentLink href={clearHref} scroll={false}>
                  Clear search and filters
                </IntentLink>
              </Button>
            </EmptyState>
          )}
        </section>
      )}
    </div>
  )
}
