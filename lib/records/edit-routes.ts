import 'server-only'

import type { ZodType } from 'zod'

import { revalidateRecord } from '@/lib/cache/revalidate'
import type { Editor, RecordStore, SaveResult } from '@/lib/db/record-store'
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors'
import { errorResponse, parseJson } from '@/lib/http'
import { recordRevertSchema, recordSaveSchema } from '@/lib/records/edit-schema'
import { staleEditResponse } from '@/lib/records/revisions'
import { requireDataEditorRequest } from '@/lib/staff/session'
import { fieldErrors } from '@/lib/validation/field-errors'
import type { z } from '@/lib/validation/zod'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Today as YYYY-MM-DD in UTC: the day a check is recorded on. */
const today = () => new Date().toISOString().slice(0, 10)

type Context = { params: Promise<{ slug: string }> }

export type RecordEditConfig<T, F extends ZodType> = {
  store: Pick<RecordStore<T>, 'save' | 'revert'>
  /** The edit form's schema, shared with the form. */
  form: F
  /**
   * The stored record with the form applied, checked against the record's schema; `editorName`
   * is who saves it, for a kind whose check records who compared it.
   */
  apply: (stored: T, form: z.input<F>, today: string, editorName: string) => z.ZodSafeParseResult<T>
  /** The 404 message for an unknown record. */
  notFound: string
  /** The 409 message when a revert's fields were changed again since. */
  revertConflict: string
  /** The cache tags a saved change drops. */
  tags: (slug: string) => string[]
  /**
   * Work a saved change needs beyond dropping the tags (figures stored elsewhere to work out again),
   * started once the change is saved; the answer does not wait for it.
   */
  afterSave?: (slug: string) => void
}

/**
 * The back office's save (PUT /api/staff/data/<kind>/<slug>) and revert (POST .../revert) route
 * handlers for one kind of record. Save: 200 with the new version; 404 unknown; 409 someone saved
 * since (both versions); 422 invalid. Revert: 404 unknown record or revision; 409 the record
 * changed since the history was opened, or the fields the revision changed moved again.
 */
export function recordEditRoutes<T, F extends ZodType>(config: RecordEditConfig<T, F>) {
  const saveSchema = recordSaveSchema(config.form)

  // A slug that cannot name a record answers 404 before anything is read.
  const slugOf = async ({ params }: Context) => {
    const { slug } = await params
    if (slug.length > 200 || !SLUG.test(slug)) throw new NotFoundError(config.notFound)
    return slug
  }

  /** The answer to a save or revert; a saved change is dropped from every cache first. */
  async function answer(slug: string, result: SaveResult<T>) {
    switch (result.status) {
      case 'unknown':
        throw new NotFoundError(config.notFound)
      case 'invalid':
        throw new ValidationError(fieldErrors(result.error))
      case 'conflict':
        throw new ConflictError(config.revertConflict)
      case 'stale':
        return staleEditResponse(result.conflict)
      case 'saved':
        if (result.changes.length) {
          await revalidateRecord(config.tags(slug))
          config.afterSave?.(slug)
        }
        return Response.json(
          { version: result.version, changes: result.changes },
          { headers: { 'Cache-Control': 'no-store' } },
        )
    }
  }

  async function save(request: Request, context: Context) {
    try {
      const staff = await requireDataEditorRequest(request)
      const slug = await slugOf(context)
      // The form as its schema parsed it; `apply` checks it again against the same schema.
      const { baseVersion, form } = (await parseJson(request, saveSchema, 64 * 1024)) as {
        baseVersion: number
        form: z.input<F>
      }
      const day = today()
      return await answer(
        slug,
        await config.store.save(slug, baseVersion, staff, (stored) =>
          config.apply(stored, form, day, staff.name),
        ),
      )
    } catch (error) {
      return errorResponse(error)
    }
  }

  async function revert(request: Request, context: Context) {
    try {
      const staff: Editor = await requireDataEditorRequest(request)
      const slug = await slugOf(context)
      const { revision, baseVersion } = await parseJson(request, recordRevertSchema, 4 * 1024)
      return await answer(slug, await config.store.revert(slug, revision, baseVersion, staff))
    } catch (error) {
      return errorResponse(error)
    }
  }

  return { save, revert }
}
