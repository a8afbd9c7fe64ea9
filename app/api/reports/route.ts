import { createReport } from '@/lib/db/reports'
import { env } from '@/lib/env'
import { PayloadTooLargeError, ValidationError } from '@/lib/errors'
import { errorResponse, parseInput, parseJson } from '@/lib/http'
import { recordPagePath } from '@/lib/records/kinds'
import { clientAddress } from '@/lib/security/client-address'
import { enforceRateLimit, type LimitSpec } from '@/lib/security/rate-limit'
import { reportSchema } from '@/lib/validation/report'

const BODY_LIMIT = 32 * 1024

const REPORT_LIMIT: LimitSpec = {
  name: 'record_report',
  points: 5,
  durationSeconds: 3600,
  message: 'You can only send 5 reports per hour. Please try again later.',
}

const isForm = (request: Request) =>
  (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded')

/** The fields of a form post (the report form without JavaScript), at most BODY_LIMIT bytes. */
async function readForm(request: Request): Promise<Record<string, string>> {
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT)
    throw new PayloadTooLargeError(BODY_LIMIT)
  const body = await request.arrayBuffer()
  if (body.byteLength > BODY_LIMIT) throw new PayloadTooLargeError(BODY_LIMIT)
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)))
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * POST /api/reports: a visitor's report of a mistake on a record's page, validated, limited per
 * client and stored for the Data section's queue. JSON answers 201 or an error; a plain form post
 * goes back to the record's page, whose "sent" or "not sent" note its address's fragment shows.
 */
export async function POST(request: Request) {
  if (!isForm(request)) {
    try {
      const report = await parseJson(request, reportSchema, BODY_LIMIT)
      await enforceRateLimit(REPORT_LIMIT, clientAddress(request.headers, env.TRUST_PROXY))
      const saved = await createReport(report)
      return Response.json({ status: 'received', receivedAt: saved.createdAt }, { status: 201 })
    } catch (error) {
      return errorResponse(error)
    }
  }
  let fields: Record<string, string>
  try {
    fields = await readForm(request)
  } catch (error) {
    return errorResponse(error)
  }
  const target = reportSchema.shape.kind.safeParse(fields.kind)
  const id = reportSchema.shape.recordId.safeParse(fields.recordId)
  if (!target.success || !id.success)
    return errorResponse(new ValidationError({ recordId: 'Unknown record' }))
  const page = recordPagePath(target.data, id.data)
  try {
    const report = parseInput(reportSchema, fields)
    await enforceRateLimit(REPORT_LIMIT, clientAddress(request.headers, env.TRUST_PROXY))
    await createReport(report)
    return seeOther(`${page}#report-sent`)
  } catch (error) {
    const answer = errorResponse(error)
    if (answer.status >= 500) return answer
    return seeOther(`${page}#${answer.status === 429 ? 'report-limited' : 'report-invalid'}`)
  }
}
