import { connection } from 'next/server'

import { realProgrammes } from '@/lib/courses/card'
import { catalogueProgrammesHref } from '@/lib/programmes/catalogue'
import { IntentLink } from '@/components/ui/intent-link'

import { RealProgrammes } from './real-programmes'

/**
 * A course page's link to its real programmes, with their count. The page is prerendered while the
 * open data is in the database only at run time, so the count is read on request; until it comes
 * (or without JavaScript) the link is there without it.
 */
export async function CourseRealProgrammes({ courseId, name }: { courseId: string; name: string }) {
  await connection()
  return <RealProgrammes real={await realProgrammes(courseId)} name={name} />
}

export function CourseRealProgrammesLink({ courseId, name }: { courseId: string; name: string }) {
  const href = catalogueProgrammesHref(courseId)
  if (!href) return null
  return (
    <IntentLink href={href} className="text-link">
      Real programmes in this field
      <span className="sr-only">{`: ${name}`}</span>
    </IntentLink>
  )
}
