import { reviewReport } from '@/lib/db/reports'
import { NotFoundError } from '@/lib/errors'
import { errorResponse, parseJson } from '@/lib/http'
import { requireDataEditorRequest } from '@/lib/staff/session'
import { reportReviewSchema } from '@/lib/validation/report'

type Context = { params: Promise<{ id: string }> }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const NO_SUCH_REPORT = 'No report has this id.'

/** POST /api/staff/reports/<id>: an editor accepts or rejects a visitor's report, with a note. */
export async function POST(request: Request, { params }: Context) {
  try {
    const staff = await requireDataEditorRequest(request)
    const { id } = await params
    if (!UUID.test(id)) throw new NotFoundError(NO_SUCH_REPORT)
    const review = await parseJson(request, reportReviewSchema, 16 * 1024)
    if (!(await reviewReport(id, review, staff.email))) throw new NotFoundError(NO_SUCH_REPORT)
    return Response.json(
      { id, status: review.status },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    return errorResponse(error)
  }
}
