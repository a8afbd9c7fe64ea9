import { formatDate } from '@/lib/format'
import { calendarCounts, type CalendarEvent, type UndatedItem } from '@/lib/shortlist/ics'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The saved items' dates, what the calendar file holds, and the file and feed to keep them. */
export function CalendarSection(props: {
  events: CalendarEvent[]
  undated: UndatedItem[]
  download: string
  feed: string
}) {
  const { events, undated } = props
  const { exact, expected } = calendarCounts(events)
  return (
    <section className="flex flex-col gap-3" aria-labelledby="deadlines">
      <h2 id="deadlines" className="text-xl font-semibold">
        Deadlines
      </h2>
      <p className="text-sm" id="calendar-counts">
        {events.length
          ? `Your calendar holds ${plural(exact, 'exact date', 'exact dates')} and ${plural(expected, 'expected date', 'expected dates')}.`
          : 'Your calendar holds no dates yet: none of the saved items has a date still ahead in our data.'}{' '}
        <span className="text-muted-foreground">
          An exact date is one the programme fixes for the coming intake. An expected date is only
          the usual timing of past rounds: it is a tentative event titled &quot;Expected&quot;, on
          the first day the usual timing may fall on. Confirm each on its official page.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={props.download}
          download="study-abroad-deadlines.ics"
          aria-describedby="calendar-counts"
          className={buttonVariants({ variant: 'outline' })}
        >
          <Icon name="download" aria-hidden />
          Add deadlines to my calendar
        </a>
        <a href={props.feed} className={buttonVariants({ variant: 'ghost' })}>
          <Icon name="clock" aria-hidden />
          Subscribe in my calendar app
        </a>
      </div>
      <p className="text-sm text-muted-foreground">
        Subscribing keeps the calendar up to date with our data; the feed&apos;s address is{' '}
        <span className="font-mono break-all">{props.feed}</span>
      </p>
      <ul className="flex flex-col gap-1 text-sm" aria-label="Dates of the saved items">
        {events.map((e) => (
          <li key={e.uid}>
            <strong>{formatDate(e.date)}</strong>: {e.summary}
          </li>
        ))}
        {undated.map((u) => (
          <li key={`${u.href}`}>
            <IntentLink href={u.href} className="hover:underline">
              {u.name}
            </IntentLink>
            : {u.note}
          </li>
        ))}
      </ul>
    </section>
  )
}
