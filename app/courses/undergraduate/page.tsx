import type { Metadata } from 'next'

import { LEVEL_PAGE_LEVELS, listCoursesAtLevels } from '@/lib/courses'
import { pageMetadata } from '@/lib/site/seo'
import { LevelPage } from '@/components/courses/level-page'

// Its cards count their real programmes, which the database holds at run time only.
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: 'Undergraduate programs',
  description:
    "Bachelor's-level degree programs for international students: duration, tuition, entry requirements, careers and the universities known for each.",
  path: '/courses/undergraduate',
})

export default function UndergraduatePage() {
  const levels = LEVEL_PAGE_LEVELS.undergraduate
  return (
    <LevelPage
      title="Undergraduate programs"
      levels={levels}
      courses={listCoursesAtLevels(levels)}
      intro={
        <p>
          First degrees, usually a bachelor&apos;s, taken after secondary school. Most last three to
          four years; medicine takes longer.
        </p>
      }
    />
  )
}
