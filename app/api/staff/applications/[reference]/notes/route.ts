import { addApplicationNote } from '@/lib/db/inbox'
import { NotFoundError } from '@/lib/errors'
import { errorResponse, parseJson } from '@/lib/http'
import { NO_SUCH_APPLICATION, requireStaffApplication } from '@/lib/staff/session'
import { noteSchema } from '@/lib/validation/staff'

type Context = { params: Promise<{ reference: string }> }

/** POST /api/staff/applications/<reference>/notes: adds an internal note, signed by the staff member. */
export async function POST(request: Request, { params }: Context) {
  try {
    const { staff, reference } = await requireStaffApplication(request, params)
    const { body } = await parseJson(request, noteSchema, 32 * 1024)
    const note = await addApplicationNote({ reference, author: staff.email, body })
    if (!note) throw new NotFoundError(NO_SUCH_APPLICATION)
    return Response.json(note, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorResponse(error)
  }
}
