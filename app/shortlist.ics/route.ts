import { buildCalendar } from '@/lib/shortlist/ics'
import { parseScholarshipShortlist, shortlistDeadlines } from '@/lib/shortlist/resolve'
import { scholarshipsSource } from '@/data/scholarships'

// GET /shortlist.ics?s=..: the closing dates still ahead of the saved scholarships as an
// iCalendar file. Unknown or malformed ids are left out, like on /shortlist itself.
export function GET(request: Request) {
  const raw = Object.fromEntries(new URL(request.url).searchParams)
  const { events } = shortlistDeadlines(parseScholarshipShortlist(raw), new Date())
  const body = buildCalendar(events, scholarshipsSource.asOf, 'My study abroad deadlines')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="study-abroad-deadlines.ics"',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
