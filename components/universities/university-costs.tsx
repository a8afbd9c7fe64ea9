import { totalCost } from '@/lib/costs'
import { chargesIn, getDestination } from '@/lib/costs/destination'
import { universityCostInput, universityPlace } from '@/lib/costs/inputs'
import { partDateText, ratesText, totalText, withoutText } from '@/lib/costs/text'
import { distinctSources, rateSourceFor, type FxTable } from '@/lib/currency'
import { domesticTuition } from '@/lib/universities/costs'
import { feeText } from '@/lib/universities/fees'
import type { CostValue, DestinationCosts, TuitionLevel, University } from '@/data/schema'
import { FactRows } from '@/components/content/fact-rows'

/** The currency the visitor reads and the rates that convert into it. */
type Display = { display: string; fx: FxTable; model: readonly DestinationCosts[] }

/** "GBP 1,529 (≈ NGN 3,010,000)": as charged, then in the display currency when it differs. */
function Amount({
  min,
  max,
  currency,
  to,
}: {
  min: number
  max: number
  currency: string
  to: Display
}) {
  const text = feeText(min, max, currency, to.display, to.fx)
  return (
    <>
      {text.amount}
      {text.converted ? (
        <span className="font-normal text-muted-foreground"> ({text.converted})</span>
      ) : null}
    </>
  )
}

function Source({ title, url }: { title: string; url: string }) {
  return (
    <span className="block text-xs font-normal text-muted-foreground">
      Source:{' '}
      <a href={url} className="text-primary hover:underline" rel="noopener noreferrer">
        {title}
      </a>
    </span>
  )
}

function Tuition({ tuition, to }: { tuition: TuitionLevel; to: Display }) {
  if (tuition.min === null)
    return (
      <>
        {tuition.reason}
        {tuition.source ? <Source {...tuition.source} /> : null}
      </>
    )
  return (
    <>
      {tuition.max === 0 ? (
        'No tuition'
      ) : (
        <>
          <Amount min={tuition.min} max={tuition.max} currency={tuition.currency} to={to} /> a year
        </>
      )}
      <span className="block text-xs font-normal text-muted-foreground">
        {tuition.year}
        {tuition.note ? `. ${tuition.note}` : ''}
      </span>
      <Source {...tuition.source} />
    </>
  )
}

const LEVELS = [
  ['undergraduate', 'Total a year, undergraduate'],
  ['postgraduate', "Total a year, postgraduate (master's)"],
] as const

/**
 * A year in all at one level, summed in `currency` (the one charged) and converted like the parts
 * above: tuition plus what the visa requires and charges, and what is left out.
 */
function YearTotal({
  university: u,
  level,
  currency,
  to,
}: {
  university: University
  level: (typeof LEVELS)[number][0]
  currency: string
  to: Display
}) {
  const total = totalCost(universityCostInput(u, level), currency, to.fx, to.model)
  const text = totalText(total)
  const amount = (
    <Amount min={total.perYear.min} max={total.perYear.max} currency={currency} to={to} />
  )
  return (
    <>
      {!total.known ? (
        'Not known: no cost reported'
      ) : total.tuitionKnown ? (
        <>
          {amount} a year{withoutText(total)}
        </>
      ) : (
        <>
          Not known: tuition not reported
          <span className="block font-normal">
            The other costs: {amount} a year{withoutText(total)}
          </span>
        </>
      )}
      <span className="block text-xs font-normal text-muted-foreground">
        {/* The section's note names the rates once. */}
        {[total.tuitionKnown ? text.course : null, text.missing, text.typical]
          .filter(Boolean)
          .join('. ')}
      </span>
    </>
  )
}

const PER = { month: 'a month', year: 'a year', once: 'once' } as const

/** A visa requirement or charge as published: amount, period, since when, and its source. */
function Charge({ value, to }: { value: CostValue; to: Display }) {
  if (value.amount === null)
    return (
      <>
        Not reported
        <span className="block text-xs font-normal text-muted-foreground">{value.reason}</span>
        <Source {...value.source} />
      </>
    )
  return (
    <>
      {value.typical ? 'Typical: ' : null}
      <Amount min={value.amount} max={value.amount} currency={value.currency} to={to} />{' '}
      {PER[value.per]}
      <span className="block text-xs font-normal text-muted-foreground">
        {value.typical
          ? `A typical price as published by ${value.source.title}, ${partDateText({ value: value.date, is: value.dateIs })}; no official figure exists. ${value.basis}`
          : `${partDateText({ value: value.date, is: value.dateIs })}. ${value.basis}`}
      </span>
      <Source {...value.source} />
    </>
  )
}

/**
 * "Amounts after ≈ are in NGN, approximate. At the ... rates of 29 September 2026.": the source and
 * day of every rate that converts the section's `currencies` into the display currency.
 */
function ratesNote(currencies: readonly string[], { display, fx }: Display) {
  const rates = ratesText(
    distinctSources(currencies.map((c) => rateSourceFor(c, display, fx)?.source)),
  )
  return rates ? `Amounts after ≈ are in ${display}, approximate. ${rates}` : null
}

/**
 * International tuition per level (in the currency charged, with its year and source, and about
 * how much in the visitor's display currency), then what the student visa requires and charges
 * where the university is, each with its date and source.
 */
export function UniversityCosts({
  university: u,
  display,
  fx,
  model,
}: {
  university: University
  display: string
  fx: FxTable
  model: readonly DestinationCosts[]
}) {
  const to = { display, fx, model }
  const destination = getDestination(u.countryCode, model)
  const charges = destination ? chargesIn(destination, universityPlace(u)) : []
  const rows: [string, React.ReactNode][] = [
    [
      'Undergraduate, international',
      <Tuition key="ug" tuition={u.tuition.undergraduate} to={to} />,
    ],
    [
      "Postgraduate (master's), international",
      <Tuition key="pg" tuition={u.tuition.postgraduate} to={to} />,
    ],
    ['Domestic students', domesticTuition(u)],
    ...charges.map((c): [string, React.ReactNode] => [
      c.name,
      <Charge key={c.name} value={c.value} to={to} />,
    ]),
  ]
  const currencies = [
    ...[u.tuition.undergraduate, u.tuition.postgraduate].flatMap((t) =>
      t.min === null ? [] : [t.currency],
    ),
    ...charges.flatMap((c) => (c.value.amount === null ? [] : [c.value.currency])),
  ]
  if (!destination)
    rows.push([
      'Living cost and visa charges',
      'Not reported: our data holds no student-visa costs for this country',
    ])
  // Totals are summed in the currency charged: the tuition's, else the visa costs'.
  const charged = currencies[0] ?? 'USD'
  for (const [level, label] of LEVELS)
    rows.push([
      label,
      <YearTotal key={level} university={u} level={level} currency={charged} to={to} />,
    ])
  const note = ratesNote(currencies, to)
  return (
    <section className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="text-lg font-semibold">Cost per year</h2>
      <FactRows rows={rows} />
      {note ? <p className="mt-3 text-xs text-muted-foreground">{note}</p> : null}
    </section>
  )
}
