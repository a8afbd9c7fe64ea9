import { env } from '@/lib/env'
import { BadRequestError, UnauthorizedError, UnavailableError } from '@/lib/errors'
import { errorResponse } from '@/lib/http'
import { runOpenDataRefresh } from '@/lib/open-data/refresh-run'
import { refreshRequestSchema, sourcesToRefresh } from '@/lib/open-data/schedule'
import { checkCronAuth } from '@/lib/security/cron-auth'

// A monthly run downloads and imports every source: let the platform wait for it.
export const maxDuration = 300

/**
 * GET /api/cron/refresh[?only=SOURCE[,SOURCE]|all]: the scheduled open-data refresh (Vercel Cron,
 * or a timer's curl), with `Authorization: Bearer $CRON_SECRET`. Without `only`, the schedule
 * decides (lib/open-data/schedule.ts). Answers the run's summary per source.
 */
export async function GET(request: Request) {
  try {
    const auth = checkCronAuth(request.headers.get('authorization'), env.CRON_SECRET)
    if (auth === 'not-configured')
      throw new UnavailableError('The scheduled refresh is off: CRON_SECRET is not set.', {})
    if (auth === 'unauthorised') throw new UnauthorizedError('A valid cron secret is required.')
    const parsed = refreshRequestSchema.safeParse({
      only: new URL(request.url).searchParams.get('only') ?? undefined,
    })
    if (!parsed.success)
      throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid only parameter.')
    const summary = await runOpenDataRefresh(sourcesToRefresh(parsed.data.only, new Date()))
    const headers = { 'Cache-Control': 'no-store' }
    if (summary.loaded) return Response.json(summary, { headers })
    // The scheduler logs a failed run as failed; the database kept its data.
    return Response.json(
      {
        error: { code: 'refresh_failed', message: summary.message ?? 'Nothing was loaded.' },
        ...summary,
      },
      { status: 500, headers },
    )
  } catch (error) {
    return errorResponse(error)
  }
}
