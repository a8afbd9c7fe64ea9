import 'server-only'

import { revalidateRecord } from '@/lib/cache/revalidate'
import type { Editor } from '@/lib/db/awards'
import { revertDeadlines, saveDeadlines, type DeadlinesSaveResult } from '@/lib/db/deadlines'
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors'
import { staleEditResponse } from '@/lib/records/revisions'
import { applyDeadlineForm, type DeadlineForm } from '@/lib/universities/deadline-edit'
import { DEADLINES_TAG, deadlinesTag } from '@/lib/universities/deadline-records'
import { fieldErrors } from '@/lib/validation/field-errors'

export const NO_SUCH_DEADLINES = 'No university deadlines have this slug.'
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A slug that cannot name a record answers 404 before anything is read. */
export function deadlinesSlug(slug: string) {
  if (slug.length > 200 || !SLUG.test(slug)) throw new NotFoundError(NO_SUCH_DEADLINES)
  return slug
}

/** The route's answer to a save or revert; a saved change is dropped from every cache first. */
async function answer(slug: string, result: DeadlinesSaveResult | { status: 'unknown' }) {
  switch (result.status) {
    case 'unknown':
      throw new NotFoundError(NO_SUCH_DEADLINES)
    case 'invalid':
      throw new ValidationError(fieldErrors(result.error))
    case 'conflict':
      throw new ConflictError(
        'A field this revision changed has been changed again since: edit the deadlines instead.',
      )
    case 'stale':
      return staleEditResponse(result.conflict)
    case 'saved':
      if (result.changes.length) await revalidateRecord([deadlinesTag(slug), DEADLINES_TAG])
      return Response.json(
        { version: result.version, changes: result.changes },
        { headers: { 'Cache-Control': 'no-store' } },
      )
  }
}

/** Today as YYYY-MM-DD in UTC: the day a check is recorded on. */
const today = () => new Date().toISOString().slice(0, 10)

export async function saveDeadlineForm(
  slug: string,
  baseVersion: number,
  form: DeadlineForm,
  editor: Editor,
) {
  const day = today()
  return answer(
    slug,
    await saveDeadlines(slug, baseVersion, editor, (stored) =>
      applyDeadlineForm(stored, form, day),
    ),
  )
}

export async function revertDeadlineRevision(
  slug: string,
  revision: number,
  baseVersion: number,
  editor: Editor,
) {
  return answer(slug, await revertDeadlines(slug, revision, baseVersion, editor))
}
