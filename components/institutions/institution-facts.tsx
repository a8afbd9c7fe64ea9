import type { CourseFeeRow, FactRow, FactSection } from '@/lib/institutions/facts'
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

/** CRICOS courses with their registered fees (AUD). */
export function CourseFeesTable({ rows }: { rows: CourseFeeRow[] }) {
  return (
    <section aria-labelledby="au-courses-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="au-courses-title" className="text-lg font-semibold">
        CRICOS courses with fees ({rows.length})
      </h2>
      <p className="text-xs text-muted-foreground">
        Source: CRICOS (Australian Government), fees as registered on 2023-01-03
      </p>
      {/* Focusable so that a keyboard can scroll the table sideways on a narrow screen. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0}>
        {/* Cell styles sit on the table: a provider can have 600 courses, each row must stay small. */}
        <table className="w-full text-left text-sm [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top [&_th]:py-2 [&_th]:pr-4 [&_th]:font-medium [&_tr]:border-b">
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Level</th>
              <th scope="col">Tuition per year</th>
              <th scope="col">Tuition, whole course</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.title}</td>
                <td>{row.level}</td>
                <td>
                  <Value row={row.perYear} />
                </td>
                <td>
                  <Value row={row.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
