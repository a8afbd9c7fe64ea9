import { listInboxForExport } from '@/lib/db/inbox'
import { errorResponse } from '@/lib/http'
import { applicationsCsv } from '@/lib/staff/export-csv'
import { requireStaffRequest } from '@/lib/staff/session'
import { inboxStateSchema } from '@/lib/staff/state'

/** GET /api/staff/export.csv?status=&q=: every application the inbox's filters match, as CSV. */
export async function GET(request: Request) {
  try {
    await requireStaffRequest(request)
    const { status, q } = inboxStateSchema.parse(
      Object.fromEntries(new URL(request.url).searchParams),
    )
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
