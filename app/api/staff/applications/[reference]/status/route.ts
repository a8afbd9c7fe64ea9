import { canTransition, STATUS_LABELS } from '@/lib/application-status'
import { changeApplicationStatus } from '@/lib/db/inbox'
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors'
import { errorResponse, readJsonBody } from '@/lib/http'
import { requireStaffRequest } from '@/lib/staff/session'
import { fieldErrors } from '@/lib/validation/field-errors'
import { REFERENCE_PATTERN, statusChangeSchema } from '@/lib/validation/staff'

type Context = { params: Promise<{ reference: string }> }

/** POST /api/staff/applications/<reference>/status: moves an application one step on its lifecycle. */
export async function POST(request: Request, { params }: Context) {
  try {
    const staff = await requireStaffRequest(request)
    const { reference } = await params
    if (!REFERENCE_PATTERN.test(reference))
      throw new NotFoundError('No application has this reference.')
    const parsed = statusChangeSchema.safeParse(await readJsonBody(request, 1024))
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error))
    const { from, to } = parsed.data
    if (!canTransition(from, to))
      throw new ValidationError({
        to: `An application cannot move from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`,
      })

    const result = await changeApplicationStatus({ reference, from, to, changedBy: staff.email })
    if (result.kind === 'not-found') throw new NotFoundError('No application has this reference.')
    if (result.kind === 'stale')
      throw new ConflictError(
        'This application changed in the meantime; reload to see its current status.',
      )
    return Response.json(
      { reference, status: result.status },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    return errorResponse(error)
  }
}
