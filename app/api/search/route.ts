import { noteStoreFailure } from '@/lib/db/outage'
import { HttpError, UnavailableError } from '@/lib/errors'
import { errorResponse, parseInput, RETRY_AFTER_SECONDS } from '@/lib/http'
import { searchSite } from '@/lib/search'
import { DIALOG_RESULTS_PER_KIND } from '@/lib/search/options'
import { storeReachable } from '@/lib/site/store-pages'
import { siteSearchQuerySchema } from '@/lib/validation/search'

/** GET /api/search?q=: the search dialog's results, grouped by kind (the index stays on the server). */
export async function GET(request: Request) {
  try {
    const q = new URL(request.url).searchParams.get('q') ?? undefined
    const query = parseInput(siteSearchQuerySchema, { q })
    return Response.json(await searchSite(query.q, DIALOG_RESULTS_PER_KIND), {
      headers: { 'Cache-Control': 'public, max-age=300' },
    })
  } catch (error) {
    // The data's cache wraps a driver's error: ask the database whether it was the cause.
    if (!(error instanceof HttpError) && !(await storeReachable().catch(() => true))) {
      noteStoreFailure()
      return errorResponse(
        new UnavailableError(undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) }),
      )
    }
    return errorResponse(error)
  }
}
