import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { readDeadlineRecords } from '@/lib/db/deadlines'
import { readForPage } from '@/lib/db/page-read'
import { env } from '@/lib/env'
import {
  deadlineBook,
  deadlineRecordsFromSeed,
  UCAS_SLUG,
  type DeadlineBook,
} from '@/lib/universities/deadline-seed'
import { universityDeadlinesSeed } from '@/data/university-deadlines'

/** The cache tag of every deadline read; each university's own is deadlinesTag(slug). */
export const DEADLINES_TAG = 'university-deadlines'
export const deadlinesTag = (slug: string) => `university-deadlines:${slug}`

/**
 * Every university's deadlines (and UCAS's) as the database holds them now. Kept until a save
 * drops a tag; while building (no database loaded yet) the seed file is what the database will hold.
 */
export async function getDeadlineBook(): Promise<DeadlineBook> {
  'use cache'
  cacheTag(DEADLINES_TAG)
  cacheLife('hours')
  if (env.BUILDING) return deadlineBook(deadlineRecordsFromSeed(universityDeadlinesSeed))
  return deadlineBook(await readForPage(readDeadlineRecords))
}

/**
 * What one university's page needs: its own deadlines and UCAS's, tagged with both records so a
 * save to either (or to any record, through the list tag) drops the page's copy.
 */
export async function getUniversityDeadlines(slug: string): Promise<DeadlineBook> {
  'use cache'
  cacheTag(deadlinesTag(slug), deadlinesTag(UCAS_SLUG), DEADLINES_TAG)
  cacheLife('hours')
  const book = await getDeadlineBook()
  return Object.fromEntries(
    [slug, UCAS_SLUG].flatMap((key) => (book[key] ? [[key, book[key]]] : [])),
  )
}
