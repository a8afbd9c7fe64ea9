import { errorResponse, parseJson } from '@/lib/http'
import { requireDataEditorRequest } from '@/lib/staff/session'
import { deadlineRevertSchema } from '@/lib/universities/deadline-edit'
import { deadlinesSlug, revertDeadlineRevision } from '@/lib/universities/deadline-editing'

type Context = { params: Promise<{ slug: string }> }

/**
 * POST /api/staff/data/deadlines/<slug>/revert: undoes one revision as a new one. 404 unknown
 * record or revision; 409 the record changed since the history was opened, or the fields moved.
 */
export async function POST(request: Request, { params }: Context) {
  try {
    const staff = await requireDataEditorRequest(request)
    const slug = deadlinesSlug((await params).slug)
    const { revision, baseVersion } = await parseJson(request, deadlineRevertSchema, 4 * 1024)
    return await revertDeadlineRevision(slug, revision, baseVersion, staff)
  } catch (error) {
    return errorResponse(error)
  }
}
