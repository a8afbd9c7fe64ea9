import { buildCalendar } from '@/lib/shortlist/ics'
import { resolveShortlist, shortlistCalendar } from '@/lib/shortlist/resolve'
import { shortlistViewSchema } from '@/lib/shortlist/state'
import { scholarshipsSource } from '@/data/scholarships'

// GET /shortlist.ics?u=..&p=..&s=..&level=..: every date of the saved items for the chosen level
// (undergraduate unless asked) as an iCalendar file, exact and expected (tentative) events alike; also the feed a calendar app subscribes to (webcal://). Unknown
// or malformed ids are left out, like on /shortlist itself.
export async function GET(request: Request) {
  const raw = Object.fromEntries(new URL(request.url).searchParams)
  const { level } = shortlistViewSchema([]).parse(raw)
  const { events } = shortlistCalendar(await resolveShortlist(raw), new Date(), level)
  const body = buildCalendar(events, scholarshipsSource.asOf, 'My study abroad deadlines')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="study-abroad-deadlines.ics"',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
