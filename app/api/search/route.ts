import { errorResponse, parseInput } from '@/lib/http'
import { searchSite } from '@/lib/search'
import { DIALOG_RESULTS_PER_KIND } from '@/lib/search/options'
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
    return errorResponse(error)
  }
}
