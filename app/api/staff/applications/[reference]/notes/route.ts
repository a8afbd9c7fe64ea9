import { addApplicationNote } from '@/lib/db/inbox'
import { NotFoundError, ValidationError } from '@/lib/errors'
import { errorResponse, readJsonBody } from '@/lib/http'
import { requireStaffRequest } from '@/lib/staff/session'
import { fieldErrors } from '@/lib/validation/field-errors'
import { noteSchema, REFERENCE_PATTERN } from '@/lib/validation/staff'

type Context = { params: Promise<{ reference: string }> }

/** POST /api/staff/applications/<reference>/notes: adds an internal note, signed by the staff member. */
export async function POST(request: Request, { params }: Context) {
  try {
    const staff = await requireStaffRequest(request)
    const { reference } = await params
    if (!REFERENCE_PATTERN.test(reference))
      throw new NotFoundError('No application has this reference.')
    const parsed = noteSchema.safeParse(await readJsonBody(request, 32 * 1024))
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error))

    const note = await addApplicationNote({
      reference,
      author: staff.email,
      body: parsed.data.body,
    })
    if (!note) throw new NotFoundError('No application has this reference.')
    return Response.json(note, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorResponse(error)
  }
}
