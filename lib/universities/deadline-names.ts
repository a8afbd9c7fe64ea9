// The name the back office shows for a deadline record: the university's, or UCAS's. Pure.
import { UCAS_SLUG } from '@/lib/universities/deadline-seed'

export const UCAS_NAME = 'UCAS (every UK university, undergraduate)'

/** The record's name from the curated universities' names by slug; the slug where none is known. */
export const deadlineRecordName = (slug: string, names: ReadonlyMap<string, string>) =>
  slug === UCAS_SLUG ? UCAS_NAME : (names.get(slug) ?? slug)
