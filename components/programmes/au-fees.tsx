import type { FxTable } from '@/lib/currency'
import { formatDate } from '@/lib/format'
import { MISSING_REASON_TEXT, type Programme } from '@/data/open-schema'

import { FeeText } from './fee-text'

type Fees = NonNullable<Programme['fees']>

function Amount({
  fees,
  field,
  display,
  fx,
}: {
  fees: Fees
  field: 'tuitionPerYear' | 'tuitionTotal' | 'nonTuitionTotal' | 'estimatedTotalCost'
  display: string
  fx: FxTable
}) {
  const amount = fees[field]
  if (amount === null) {
    const reason = fees.missing[field]
    return <>Not reported{reason ? `: ${MISSING_REASON_TEXT[reason]}` : ''}</>
  }
  return <FeeText fee={{ amount, currency: fees.currency }} display={display} fx={fx} />
}

/** CRICOS prices of an Australian programme, labelled with their registration date. */
export function AuFeesView({ p, display, fx }: { p: Programme; display: string; fx: FxTable }) {
  const fees = p.fees
  if (!fees) {
    return (
      <p className="text-sm text-muted-foreground">
        Not reported
        {p.missing.fees ? `: ${MISSING_REASON_TEXT[p.missing.fees]}` : ''}
      </p>
    )
  }
  const rows = [
    ['Tuition fee per year', 'tuitionPerYear'],
    ['Tuition fee, whole course', 'tuitionTotal'],
    ['Other costs, whole course', 'nonTuitionTotal'],
    ['Total course cost', 'estimatedTotalCost'],
  ] as const
  // The register's date the fees carry (a refresh brings a new one), as the site writes dates.
  const registered = formatDate(fees.asOf)
  return (
    <section className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <h3 className="font-semibold">{`Fees (registered ${registered})`}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, field]) => (
          <div key={field} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>
              <Amount fees={fees} field={field} display={display} fx={fx} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {`As registered on CRICOS on ${registered}; the fee per year is the whole-course tuition spread over the registered duration, and for a course shorter than a year its whole tuition.`}
        {fees.currency === display
          ? null
          : ' Amounts after ≈ use the rates named under the year’s total.'}
      </p>
    </section>
  )
}
