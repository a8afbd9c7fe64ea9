import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { getCourseById, listAllCourses, withUniversities } from '@/lib/courses'
import { courseTuitionRange } from '@/lib/courses/tuition'
import { pageMetadata } from '@/lib/site/seo'
import { courseJsonLd } from '@/lib/site/seo-entities'
import { getUniversityById } from '@/lib/universities'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import { Badge } from '@/components/ui/badge'
import { CourseDetails } from '@/components/courses/course-details'
import {
  CourseRealProgrammes,
  CourseRealProgrammesLink,
} from '@/components/courses/course-real-programmes'
import { JsonLd } from '@/components/json-ld'
import { Breadcrumb } from '@/components/layout/breadcrumb'

type Props = { params: Promise<{ id: string }> }

// Built at build time; any other id is a 404 without rendering anything.
export const generateStaticParams = () => listAllCourses().map(({ id }) => ({ id }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = getCourseById((await params).id)
  if (!course) notFound()
  const tuition = courseTuitionRange(course.id)
  return pageMetadata({
    title: `${course.name} (${course.level}): ${tuition ? 'duration, tuition and careers' : 'duration and careers'}`,
    description: `${course.name}, a ${course.level.toLowerCase()} program in ${course.category}: ${course.duration}${tuition ? `, tuition ${tuition}` : ''}, entry requirements, career prospects and universities known for it.`,
    path: `/courses/${course.id}`,
  })
}

export default async function CoursePage({ params }: Props) {
  const found = getCourseById((await params).id)
  if (!found) notFound()
  // The universities as staff keep them now: the structured data names each one's website.
  const profiles = await listUniversityProfiles()
  const course = withUniversities(found, (id) => getUniversityById(id, profiles))

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <JsonLd data={courseJsonLd(course)} />
      <Breadcrumb trail={[{ href: '/courses', label: 'Courses' }]} current={course.name} />
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Badge>{course.level}</Badge>
          <Badge variant="secondary">{course.category}</Badge>
        </div>
        <h1 className="text-3xl font-bold tracking-tight">{course.name}</h1>
        <p className="max-w-3xl">{course.description}</p>
        <p>
          <Suspense fallback={<CourseRealProgrammesLink courseId={course.id} name={course.name} />}>
            <CourseRealProgrammes courseId={course.id} name={course.name} />
          </Suspense>
        </p>
      </header>
      <CourseDetails course={course} />
    </article>
  )
}
