import type { YearSumText } from '@/lib/shortlist/costs'

type Row = { label: string; text: YearSumText }

/**
 * The saved items' totals a year added up, per group and all together: a sum of alternatives (no
 * one studies at all of them), labelled as such, saying what it leaves out and which rates it uses.
 */
export function YearSums({ rows, rates }: { rows: Row[]; rates: string | null }) {
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-5"
      aria-labelledby="year-sums"
    >
      <h2 id="year-sums" className="text-xl font-semibold">
        Total per year of the saved items
      </h2>
      <p className="text-sm text-muted-foreground">
        A year at each, added up: a way to weigh the list, not a budget for one place.
      </p>
      <dl className="flex flex-col divide-y">
        {rows.map(({ label, text }) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <dt className="font-medium">{label}</dt>
            <dd className="text-right font-semibold">{text.amount}</dd>
            {text.note ? (
              <dd className="basis-full text-xs text-muted-foreground">{text.note}</dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {[
          'Each total: tuition, the living cost the student visa requires, and the visa and health charges, one-off charges spread over the course.',
          rates,
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
    </section>
  )
}
