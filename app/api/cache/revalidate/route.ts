import { isLocalRevalidation, revalidateFromOtherInstance } from '@/lib/cache/revalidate'
import { NotFoundError } from '@/lib/errors'
import { errorResponse, parseJson } from '@/lib/http'
import { OPEN_DATA_TAG } from '@/lib/open-data/cache'
import { forgetOpenDataIds } from '@/lib/site/known-paths'
import { z } from '@/lib/validation/zod'

const tagsSchema = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(100) })

/**
 * POST /api/cache/revalidate: only this server's own listener (lib/cache/revalidate.ts) may call it,
 * with the token it holds in memory; to anyone else it does not exist.
 */
export async function POST(request: Request) {
  try {
    if (!isLocalRevalidation(request)) throw new NotFoundError()
    const { tags } = await parseJson(request, tagsSchema, 64 * 1024)
    revalidateFromOtherInstance(tags)
    // Refreshed open data: the programme and institution ids this process holds may have changed.
    if (tags.includes(OPEN_DATA_TAG)) await forgetOpenDataIds()
    return new Response(null, { status: 204 })
  } catch (error) {
    return errorResponse(error)
  }
}
