import type { FxTable } from '@/lib/currency'
import { MISSING_REASON_TEXT, type MissingReason, type Programme } from '@/data/open-schema'

import { FeeText } from './fee-text'

type Figure = { value: number | null; cohort: string }

const SCORECARD_URL = 'https://collegescorecard.ed.gov/data/'

function Row({
  label,
  figure,
  reason,
  display,
  fx,
}: {
  label: string
  figure: Figure
  reason: MissingReason
  display: string
  fx: FxTable
}) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>
        {figure.value === null ? (
          `Not reported: ${MISSING_REASON_TEXT[reason]}`
        ) : (
          <FeeText fee={{ amount: figure.value, currency: 'USD' }} display={display} fx={fx} />
        )}
        <small className="block text-muted-foreground">{figure.cohort}</small>
      </dd>
    </div>
  )
}

/**
 * Earnings and debt of a US programme's graduates (College Scorecard field of study), each with
 * the graduates it describes, and the institution's tuition labelled as the institution's.
 */
export function UsFiguresView({ p, display, fx }: { p: Programme; display: string; fx: FxTable }) {
  const us = p.us
  if (!us) return null
  const reason = (name: string): MissingReason => p.missing[name] ?? 'not-reported'
  const tuition = us.institutionTuition
  const rows = [
    ['Median earnings, 1 year after completing', us.earnings.after1Year, 'earnings.after1Year'],
    ['Median earnings, 4 years after completing', us.earnings.after4Years, 'earnings.after4Years'],
    ['Median federal loan debt at completion', us.debt, 'debt'],
  ] as const
  return (
    <section className="flex flex-col gap-2 rounded-xl border bg-card p-4" data-testid="us-figures">
      <h3 className="font-semibold">Earnings and debt of graduates</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, figure, name]) => (
          <Row
            key={name}
            label={label}
            figure={figure}
            reason={reason(name)}
            display={display}
            fx={fx}
          />
        ))}
        <div className="contents">
          <dt className="text-muted-foreground">
            Tuition and fees (the institution’s, not this programme’s)
          </dt>
          <dd>
            {tuition && (tuition.outOfState ?? tuition.inState) !== null ? (
              <>
                <FeeText
                  fee={{ amount: (tuition.outOfState ?? tuition.inState)!, currency: 'USD' }}
                  display={display}
                  fx={fx}
                />
                <small className="block text-muted-foreground">
                  {`IPEDS ${tuition.year}, ${tuition.outOfState !== null ? 'out-of-state' : 'in-state'} full-time undergraduate, per year`}
                </small>
              </>
            ) : (
              `Not reported: ${MISSING_REASON_TEXT[reason('tuition')]}`
            )}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        {`Source: `}
        <a href={SCORECARD_URL} target="_blank" rel="noopener noreferrer" className="underline">
          College Scorecard, field of study<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {` (US Department of Education, public domain), ${p.asOf}. Medians of graduates of this field and credential at this institution; a suppressed figure (too few graduates) is not reported, never 0.`}
      </p>
    </section>
  )
}
