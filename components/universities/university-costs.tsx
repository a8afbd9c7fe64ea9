import type { FxTable } from '@/lib/currency'
import { formatDate } from '@/lib/format'
import { livingCostFor } from '@/lib/universities/budget'
import { moneyRange } from '@/lib/universities/fees'
import { livingCosts } from '@/data/living-costs'
import type { TuitionLevel, University } from '@/data/schema'
import { FactRows } from '@/components/content/fact-rows'

import { Converted, DisplayCurrency, DisplayCurrencyCode } from './display-currency'

function Amount({ min, max, currency }: { min: number; max: number; currency: string }) {
  return (
    <>
      {moneyRange(min, max, currency)}
      <Converted min={min} max={max} currency={currency} />
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

function Tuition({ tuition }: { tuition: TuitionLevel }) {
  if (tuition.min === null) return <>{tuition.reason}</>
  return (
    <>
      {tuition.max === 0 ? (
        'No tuition'
      ) : (
        <>
          <Amount min={tuition.min} max={tuition.max} currency={tuition.currency} /> a year
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

/**
 * International tuition per level (in the currency charged, with its year and source, and about
 * how much in the visitor's display currency) and the estimated living cost where the university is.
 */
export function UniversityCosts({ university: u, fx }: { university: University; fx: FxTable }) {
  const living = livingCostFor(u, livingCosts)
  const rows: [string, React.ReactNode][] = [
    ['Undergraduate, international', <Tuition key="ug" tuition={u.tuition.undergraduate} />],
    [
      "Postgraduate (master's), international",
      <Tuition key="pg" tuition={u.tuition.postgraduate} />,
    ],
    ['Domestic students', u.tuitionFees.domestic],
    [
      'Living cost (estimate)',
      living ? (
        <>
          <Amount min={living.amount} max={living.amount} currency={living.currency} /> a year (
          {living.year})
          <span className="block text-xs font-normal text-muted-foreground">{living.basis}</span>
          <Source {...living.source} />
        </>
      ) : (
        'Not reported: no official living-cost figure for this country in our data'
      ),
    ],
  ]
  return (
    <DisplayCurrency fx={fx}>
      <section className="rounded-xl border bg-card p-5 shadow-sm">
        <h2 className="text-lg font-semibold">Cost per year</h2>
        <FactRows rows={rows} />
        <p className="mt-3 text-xs text-muted-foreground">
          Amounts after ≈ are in <DisplayCurrencyCode />, approximate, at the ECB reference rates of{' '}
          {formatDate(fx.date)}.
        </p>
      </section>
    </DisplayCurrency>
  )
}
