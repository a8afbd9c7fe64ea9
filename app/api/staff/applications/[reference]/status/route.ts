import { canTransition, STATUS_LABELS } from '@/lib/application-status'
import { changeApplicationStatus } from '@/lib/db/inbox'
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors'
import { errorResponse, parseJson } from '@/lib/http'
import { NO_SUCH_APPLICATION, requireStaffApplication } from '@/lib/staff/session'
import { statusChangeSchema } from '@/lib/validation/staff'

type Context = { params: Promise<{ reference: string }> }

/** POST /api/staff/applications/<reference>/status: moves an application one step on its lifecycle. */
export async function POST(request: Request, { params }: Context) {
  try {
    const { staff, reference } = await requireStaffApplication(request, params)
    const { from, to } = await parseJson(request, statusChangeSchema, 1024)
    if (!canTransition(from, to))
      throw new ValidationError({
        to: `An application cannot move from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`,
      })

    const result = await changeApplicationStatus({ reference, from, to, changedBy: staff.email })
    if (result.kind === 'not-found') throw new NotFoundError(NO_SUCH_APPLICATION)
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
