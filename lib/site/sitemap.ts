import { listContentPages } from '@/lib/content'
import { listAllCourses } from '@/lib/courses'
import { courseHref } from '@/lib/courses/options'
import { scholarshipSlugs } from '@/lib/scholarships/slugs'
import { sitemapPages } from '@/lib/site/routes'
import { universitySlugs } from '@/lib/universities/slugs'

/** Every public, indexable path: the route table's static pages, every content page, one page per entity. */
export function listSitemapPaths(): string[] {
  const pages = sitemapPages()
  const universities = universitySlugs().map((slug) => `/universities/${slug}`)
  const courses = listAllCourses().map((c) => courseHref(c.id))
  const scholarships = scholarshipSlugs().map((slug) => `/scholarships/${slug}`)
  const content = listContentPages().map((page) => page.path)
  return [...new Set([...pages, ...content, ...universities, ...courses, ...scholarships])]
}
