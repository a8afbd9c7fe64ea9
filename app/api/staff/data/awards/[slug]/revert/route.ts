import { errorResponse, parseJson } from '@/lib/http'
import { awardRevertSchema } from '@/lib/scholarships/edit'
import { awardSlug, revertAwardRevision } from '@/lib/scholarships/editing'
import { requireDataEditorRequest } from '@/lib/staff/session'

type Context = { params: Promise<{ slug: string }> }

/**
 * POST /api/staff/data/awards/<slug>/revert: undoes one revision as a new one. 404 unknown award
 * or revision; 409 the award changed since the history was opened, or the fields moved again.
 */
export async function POST(request: Request, { params }: Context) {
  try {
    const staff = await requireDataEditorRequest(request)
    const slug = awardSlug((await params).slug)
    const { revision, baseVersion } = await parseJson(request, awardRevertSchema, 4 * 1024)
    return await revertAwardRevision(slug, revision, baseVersion, staff)
  } catch (error) {
    return errorResponse(error)
  }
}
