// What a record editor sends: a save (the form and the version it was opened on) and a revert
// (the revision to undo and the version the history was opened on). Shared by forms and routes.
import type { ZodType } from 'zod'

import { z } from '@/lib/validation/zod'

/** A save of `form`, opened on `baseVersion`. */
export const recordSaveSchema = <F extends ZodType>(form: F) =>
  z.object({
    baseVersion: z.number({ error: 'Missing version' }).int().min(1),
    form,
  })

/** A revert: the revision to undo, and the version of the record the history was opened on. */
export const recordRevertSchema = z.object({
  revision: z.number().int().min(1),
  baseVersion: z.number().int().min(1),
})
