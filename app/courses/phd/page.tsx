import type { Metadata } from 'next'

import { LEVEL_PAGE_LEVELS, listCoursesAtLevels } from '@/lib/courses'
import { pageMetadata } from '@/lib/site/seo'
import { LevelPage } from '@/components/courses/level-page'

// Its cards count their real programmes, which the database holds at run time only.
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: 'PhD programs',
  description:
    'Research doctorates for international students: duration, funding and tuition, entry requirements, research areas and the universities known for each.',
  path: '/courses/phd',
})

export default function PhdPage() {
  const levels = LEVEL_PAGE_LEVELS.phd
  return (
    <LevelPage
      title="PhD programs"
      levels={levels}
      courses={listCoursesAtLevels(levels)}
      intro={
        <p>
          Research doctorates: several years of original research under a supervisor, ending in a
          thesis. Many places are fully funded with a stipend.
        </p>
      }
    />
  )
}
