import type { FactRow, FactSection } from '@/lib/institutions/facts'
import { NOT_REPORTED } from '@/lib/institutions/facts'

function Value({ row }: { row: FactRow }) {
  if (row.value !== null) return <>{row.value}</>
  return (
    <>
      <span className="text-muted-foreground italic">{NOT_REPORTED}</span>
      <span className="block text-xs font-normal text-muted-foreground">{row.reason}</span>
    </>
  )
}

/** One source's figures: a titled box naming the source and year, then label/value pairs. */
export function FactSectionBox({ section }: { section: FactSection }) {
  return (
    <section
      aria-labelledby={`${section.id}-title`}
      className="rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id={`${section.id}-title`} className="text-lg font-semibold">
        {section.title}
      </h2>
      <p className="text-xs text-muted-foreground">
        Source: {section.source}, {section.year}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {section.rows.map((row, i) => (
          <div key={`${row.label}-${i}`}>
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium">
              <Value row={row} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
