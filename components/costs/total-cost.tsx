import type { CostPart, TotalCost } from '@/lib/costs'
import { partDateText, rangeText, totalText } from '@/lib/costs/text'
import { formatMoney } from '@/lib/currency'

const PER = { month: 'a month', year: 'a year', once: 'once', course: 'for the course' } as const

/** As published: "GBP 1,529 a month", "AUD 2,000 once". */
function charged(part: CostPart) {
  const c = part.charged
  if (!c) return null
  const amount = c.min === c.max ? formatMoney(c.min, c.currency) : rangeText(c, c.currency)
  return `${amount} ${PER[c.per]}`
}

function Part({ part, currency }: { part: CostPart; currency: string }) {
  const date = partDateText(part.date)
  const asPublished = charged(part)
  const deduction = part.kind === 'scholarship'
  return (
    <tr className="border-b align-top last:border-0">
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {part.name}
      </th>
      <td className="py-2 text-right font-semibold whitespace-nowrap">
        {part.perYear
          ? `${deduction ? '− ' : ''}${rangeText(part.perYear, currency)}`
          : 'Not reported'}
      </td>
      <td className="py-2 pl-3 text-xs text-muted-foreground">
        {part.unknown ? <span className="block">{part.unknown}</span> : null}
        {asPublished ? (
          <span className="block">
            {part.typical ? 'Typical: ' : ''}
            {asPublished}
            {date ? `, ${date}` : ''}
            {part.typical && part.source ? `, as published by ${part.source.title}` : ''}
          </span>
        ) : null}
        {part.source ? (
          <a
            href={part.source.url}
            className="text-primary hover:underline"
            rel="noopener noreferrer"
          >
            {part.source.title}
          </a>
        ) : null}
      </td>
    </tr>
  )
}

/**
 * A year of study in all, part by part: each part a year in the display currency, as published
 * with its date and source, or "Not reported" with why; then the course total, what is left out
 * and which exchange rates the amounts rest on.
 */
export function TotalCostBreakdown({
  total,
  heading = 'What a year costs',
  headingLevel = 2,
}: {
  total: TotalCost
  heading?: string
  headingLevel?: 2 | 3
}) {
  const text = totalText(total)
  const Heading = `h${headingLevel}` as const
  return (
    <section aria-label={heading} className="rounded-xl border bg-card p-5 shadow-sm">
      <Heading className="text-lg font-semibold">{heading}</Heading>
      <p className="mt-2 text-2xl font-bold">{text.perYear}</p>
      {text.course ? <p className="text-sm text-muted-foreground">{text.course}</p> : null}
      {text.typical ? <p className="text-sm text-muted-foreground">{`${text.typical}.`}</p> : null}
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{`${heading}, part by part, in ${total.currency}`}</caption>
        <tbody>
          {total.parts.map((part) => (
            <Part key={`${part.kind}-${part.name}`} part={part} currency={total.currency} />
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted-foreground">
        {[
          'One-off charges are spread over the course; a monthly living cost counts 12 months a year.',
          text.missing ? `${text.missing}.` : null,
          total.years ? `Course length: ${total.years.basis}` : null,
          text.rates,
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
    </section>
  )
}
