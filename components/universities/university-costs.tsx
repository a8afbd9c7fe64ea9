import { moneyText, type FxTable } from '@/lib/currency'
import { livingCostFor } from '@/lib/universities/budget'
import { livingCosts } from '@/data/living-costs'
import type { TuitionLevel, University } from '@/data/schema'
import { FactRows } from '@/components/content/fact-rows'

const DISPLAY = 'USD'

function Amount({
  min,
  max,
  currency,
  fx,
}: {
  min: number
  max: number
  currency: string
  fx: FxTable
}) {
  const low = moneyText(min, currency, DISPLAY, fx)
  const high = moneyText(max, currency, DISPLAY, fx)
  const same = min === max
  return (
    <>
      {same ? low.original : `${low.original} to ${high.original.replace(`${currency} `, '')}`}
      {low.converted ? (
        <span className="font-normal text-muted-foreground">
          {' '}
          ({same ? low.converted : `${low.converted} to ${high.converted?.replace(/^≈ /, '')}`})
        </span>
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

function Tuition({ tuition, fx }: { tuition: TuitionLevel; fx: FxTable }) {
  if (tuition.min === null) return <>{tuition.reason}</>
  return (
    <>
      <Amount min={tuition.min} max={tuition.max} currency={tuition.currency} fx={fx} /> a year
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
 * how much in US dollars at the ECB rate) and the estimated living cost where the university is.
 */
export function UniversityCosts({ university: u, fx }: { university: University; fx: FxTable }) {
  const living = livingCostFor(u, livingCosts)
  const rows: [string, React.ReactNode][] = [
    [
      'Undergraduate, international',
      <Tuition key="ug" tuition={u.tuition.undergraduate} fx={fx} />,
    ],
    [
      "Postgraduate (master's), international",
      <Tuition key="pg" tuition={u.tuition.postgraduate} fx={fx} />,
    ],
    ['Domestic students', u.tuitionFees.domestic],
    [
      'Living cost (estimate)',
      living ? (
        <>
          <Amount min={living.amount} max={living.amount} currency={living.currency} fx={fx} /> a
          year ({living.year})
          <span className="block text-xs font-normal text-muted-foreground">{living.basis}</span>
          <Source {...living.source} />
        </>
      ) : (
        'Not reported: no official living-cost figure for this country in our data'
      ),
    ],
  ]
  return (
    <section className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="text-lg font-semibold">Cost per year</h2>
      <FactRows rows={rows} />
      <p className="mt-3 text-xs text-muted-foreground">
        US dollar amounts are approximate, at the ECB reference rates of {fx.date}.
      </p>
    </section>
  )
}
