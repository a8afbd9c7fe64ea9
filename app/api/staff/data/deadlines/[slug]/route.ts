import { errorResponse, parseJson } from '@/lib/http'
import { requireDataEditorRequest } from '@/lib/staff/session'
import { deadlineSaveSchema } from '@/lib/universities/deadline-edit'
import { deadlinesSlug, saveDeadlineForm } from '@/lib/universities/deadline-editing'

type Context = { params: Promise<{ slug: string }> }

/**
 * PUT /api/staff/data/deadlines/<slug>: an editor saves a university's deadline form, opened on
 * `baseVersion`. 200 with the new version; 404 unknown; 409 someone saved since (both versions);
 * 422 invalid.
 */
export async function PUT(request: Request, { params }: Context) {
  try {
    const staff = await requireDataEditorRequest(request)
    const slug = deadlinesSlug((await params).slug)
    const { baseVersion, form } = await parseJson(request, deadlineSaveSchema, 64 * 1024)
    return await saveDeadlineForm(slug, baseVersion, form, staff)
  } catch (error) {
    return errorResponse(error)
  }
}
