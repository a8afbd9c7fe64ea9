import { contentSource } from '@/data/content'
import { coursesSource } from '@/data/courses'
import { homeSource } from '@/data/home'
import type { DataSource } from '@/data/schema'
import { scholarshipsSource } from '@/data/scholarships'
import { universitiesSource } from '@/data/universities'

export function listDataSources(): DataSource[] {
  return [universitiesSource, scholarshipsSource, coursesSource, contentSource, homeSource]
}
