// The /shortlist query, parsed on the server (kept out of ./index.ts so that zod stays out of the
// browser bundle of the Save toggles).
import {
  cleanIds,
  EMPTY_SHORTLIST,
  SHORTLIST_KINDS,
  SHORTLIST_PARAM,
  type Shortlist,
  type ShortlistKind,
} from '@/lib/shortlist/index'
import { firstValue, type RawSearchParams } from '@/lib/validation/search-params'
import { z } from '@/lib/validation/zod'

const idList = z
  .preprocess(firstValue, z.string().max(4000))
  .catch('')
  .transform((v) => cleanIds(v.split(',')))

/** The /shortlist query; anything malformed means "none of that kind". */
export const shortlistQuerySchema = z.object({
  u: idList,
  p: idList,
  i: idList,
  s: idList,
})

/** What the shortlist may hold: ids the data knows, per kind. Unknown ids are dropped. */
export type KnownIds = Partial<Record<ShortlistKind, (id: string) => boolean>>

export function parseShortlist(raw: RawSearchParams, known: KnownIds = {}): Shortlist {
  const query = shortlistQuerySchema.parse(raw)
  const list = { ...EMPTY_SHORTLIST }
  for (const kind of SHORTLIST_KINDS) {
    const ids = query[SHORTLIST_PARAM[kind]]
    const isKnown = known[kind]
    list[kind] = isKnown ? ids.filter((id) => isKnown(id)) : ids
  }
  return list
}
