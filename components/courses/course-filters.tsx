import { categoryShortLabel, FIELD_FILTERS, type CourseCategory } from '@/lib/courses/options'
import { COURSES_URL, coursesHref, type CoursesState } from '@/lib/courses/state'
import { COURSE_LEVELS } from '@/data/schema'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { FilterForm } from '@/components/list/filter-form'
import { SearchField } from '@/components/list/search-field'

type Choice = { label: string; href: string; current: boolean; removable?: boolean }

/** Filter "buttons" are links, so they work without JavaScript and keep the search text. */
function ChoiceLinks({ label, choices }: { label: string; choices: Choice[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.label}>
            <IntentLink
              href={choice.href}
              scroll={false}
              aria-current={choice.current ? 'true' : undefined}
              className="pill"
            >
              {choice.label}
              {choice.removable ? (
                <>
                  <Icon name="x" aria-hidden />
                  <span className="sr-only"> (select to show all fields)</span>
                </>
              ) : null}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

type Props = { state: CoursesState; extraCategory?: CourseCategory }

export function CourseFilters({ state, extraCategory }: Props) {
  const href = (changes: Partial<CoursesState>) => coursesHref(state, changes)
  const levels: Choice[] = [
    { label: 'All Levels', href: href({ level: '' }), current: !state.level },
    ...COURSE_LEVELS.map((level) => ({
      label: level,
      href: href({ level }),
      current: state.level === level,
    })),
  ]
  const fields: Choice[] = [
    { label: 'All Fields', href: href({ category: '' }), current: !state.category },
    ...FIELD_FILTERS.map((category) => ({
      label: categoryShortLabel(category),
      href: href({ category }),
      current: state.category === category,
    })),
    ...(extraCategory
      ? [{ label: extraCategory, href: href({ category: '' }), current: true, removable: true }]
      : []),
  ]

  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <FilterForm
        list={COURSES_URL}
        label="Search courses"
        className="flex flex-col gap-2 sm:flex-row"
      >
        {state.level ? <input type="hidden" name="level" value={state.level} /> : null}
        {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
        <SearchField
          label="Search courses"
          placeholder="Search courses, careers, research areas..."
          defaultValue={state.search}
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </FilterForm>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">Level</p>
        <ChoiceLinks label="Filter by level" choices={levels} />
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">Field</p>
        <ChoiceLinks label="Filter by field" choices={fields} />
      </div>
    </div>
  )
}
