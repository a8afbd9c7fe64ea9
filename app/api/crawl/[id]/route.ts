import { requireApiKey } from '@/lib/crawler/key-cookie'
import { cancelCrawl, getCrawl } from '@/lib/crawler/service'
import { BadRequestError } from '@/lib/errors'
import { errorResponse } from '@/lib/http'
import { crawlIdSchema } from '@/lib/validation/crawler'

type Context = { params: Promise<{ id: string }> }

async function crawlId(context: Context) {
  const parsed = crawlIdSchema.safeParse((await context.params).id)
  if (!parsed.success) throw new BadRequestError('Invalid crawl ID')
  return parsed.data
}

/** GET /api/crawl/<id>: the job's status, counts, credits and expiry, and its pages once finished. */
export async function GET(request: Request, context: Context) {
  try {
    const apiKey = requireApiKey(request.headers)
    const snapshot = await getCrawl(apiKey, await crawlId(context))
    return Response.json(snapshot, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorResponse(error)
  }
}

/** DELETE /api/crawl/<id>: cancels a running crawl. */
export async function DELETE(request: Request, context: Context) {
  try {
    const apiKey = requireApiKey(request.headers)
    await cancelCrawl(apiKey, await crawlId(context))
    return Response.json({ cancelled: true }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorResponse(error)
  }
}
