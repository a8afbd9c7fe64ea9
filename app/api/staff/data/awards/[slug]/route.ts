import { errorResponse, parseJson } from '@/lib/http'
import { awardSaveSchema } from '@/lib/scholarships/edit'
import { awardSlug, saveAwardForm } from '@/lib/scholarships/editing'
import { requireDataEditorRequest } from '@/lib/staff/session'

type Context = { params: Promise<{ slug: string }> }

/**
 * PUT /api/staff/data/awards/<slug>: an editor saves the award's form, opened on `baseVersion`.
 * 200 with the new version; 404 unknown award; 409 someone saved since (both versions); 422 invalid.
 */
export async function PUT(request: Request, { params }: Context) {
  try {
    const staff = await requireDataEditorRequest(request)
    const slug = awardSlug((await params).slug)
    const { baseVersion, form } = await parseJson(request, awardSaveSchema, 64 * 1024)
    return await saveAwardForm(slug, baseVersion, form, staff)
  } catch (error) {
    return errorResponse(error)
  }
}
