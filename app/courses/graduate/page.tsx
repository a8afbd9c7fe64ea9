import type { Metadata } from 'next'

import { LEVEL_PAGE_LEVELS, listCoursesAtLevels } from '@/lib/courses'
import { pageMetadata } from '@/lib/site/seo'
import { IntentLink } from '@/components/ui/intent-link'
import { LevelPage } from '@/components/courses/level-page'

// Its cards count their real programmes, which the database holds at run time only.
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: 'Graduate programs',
  description:
    "Master's and professional doctorate programs (MBA, MS, MA, MD, JD, DBA) for international students: duration, tuition, requirements and careers.",
  path: '/courses/graduate',
})

export default function GraduatePage() {
  const levels = LEVEL_PAGE_LEVELS.graduate
  return (
    <LevelPage
      title="Graduate programs"
      levels={levels}
      courses={listCoursesAtLevels(levels)}
      intro={
        <>
          <p>
            This page lists our <strong className="text-foreground">Masters</strong> and{' '}
            <strong className="text-foreground">Doctorate</strong> programs: taught master&apos;s
            degrees and the professional doctorates (MD, JD, DBA) that follow a first degree.
          </p>
          <p>
            Research doctorates have their own page:{' '}
            <IntentLink href="/courses/phd" className="text-primary underline underline-offset-4">
              PhD programs
            </IntentLink>
            .
          </p>
        </>
      }
    />
  )
}
