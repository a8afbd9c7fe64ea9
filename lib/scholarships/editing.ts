import 'server-only'

import { revalidateRecord } from '@/lib/cache/revalidate'
import { revertAward, saveAward, type Editor, type SaveResult } from '@/lib/db/awards'
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors'
import { staleEditResponse } from '@/lib/records/revisions'
import { SCHOLARSHIPS_TAG, scholarshipTag } from '@/lib/scholarships'
import { applyAwardForm, type AwardForm } from '@/lib/scholarships/edit'
import { fieldErrors } from '@/lib/validation/field-errors'

export const NO_SUCH_AWARD = 'No award has this slug.'
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A slug that cannot name an award answers 404 before anything is read. */
export function awardSlug(slug: string) {
  if (slug.length > 200 || !SLUG.test(slug)) throw new NotFoundError(NO_SUCH_AWARD)
  return slug
}

/** The route's answer to a save or revert; a saved change is dropped from every cache first. */
async function answer(slug: string, result: SaveResult | { status: 'unknown' }) {
  switch (result.status) {
    case 'unknown':
      throw new NotFoundError(NO_SUCH_AWARD)
    case 'invalid':
      throw new ValidationError(fieldErrors(result.error))
    case 'conflict':
      throw new ConflictError(
        'A field this revision changed has been changed again since: edit the award instead.',
      )
    case 'stale':
      return staleEditResponse(result.conflict)
    case 'saved':
      if (result.changes.length) await revalidateRecord([scholarshipTag(slug), SCHOLARSHIPS_TAG])
      return Response.json(
        { version: result.version, changes: result.changes },
        { headers: { 'Cache-Control': 'no-store' } },
      )
  }
}

/** Today as YYYY-MM-DD in UTC: the day a check is recorded on. */
const today = () => new Date().toISOString().slice(0, 10)

export async function saveAwardForm(
  slug: string,
  baseVersion: number,
  form: AwardForm,
  editor: Editor,
) {
  const day = today()
  return answer(
    slug,
    await saveAward(slug, baseVersion, editor, (stored) => applyAwardForm(stored, form, day)),
  )
}

export async function revertAwardRevision(
  slug: string,
  revision: number,
  baseVersion: number,
  editor: Editor,
) {
  return answer(slug, await revertAward(slug, revision, baseVersion, editor))
}
