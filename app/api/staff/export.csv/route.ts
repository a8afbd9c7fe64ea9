import { listInboxForExport } from '@/lib/db/inbox'
import { BadRequestError } from '@/lib/errors'
import { errorResponse } from '@/lib/http'
import { hasUnsafeCharacters } from '@/lib/security/sanitiser'
import { applicationsCsv } from '@/lib/staff/export-csv'
import { requireStaffRequest } from '@/lib/staff/session'
import { inboxStateSchema } from '@/lib/staff/state'

/** GET /api/staff/export.csv?status=&q=: every application the inbox's filters match, as CSV. */
export async function GET(request: Request) {
  try {
    await requireStaffRequest(request)
    const query = Object.fromEntries(new URL(request.url).searchParams)
    if (Object.values(query).some(hasUnsafeCharacters))
      throw new BadRequestError('The search holds characters that cannot be searched for.')
    const { status, q } = inboxStateSchema.parse(query)
    const csv = applicationsCsv(await listInboxForExport({ status, q }))
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    return errorResponse(error)
  }
}
