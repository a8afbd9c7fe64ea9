import { formatDate } from '@/lib/format'
import type { DataSource } from '@/data/schema'

/** Each dataset with its source, the date it was last checked and its licence. */
export function DataSourceList({ sources }: { sources: DataSource[] }) {
  return (
    <section aria-labelledby="data-sources" className="flex flex-col gap-4">
      <h2 id="data-sources" className="text-2xl font-semibold tracking-tight">
        Our data sources
      </h2>
      <ul className="flex flex-col gap-4">
        {sources.map((source) => (
          <li key={source.title} className="rounded-xl border bg-card p-5 shadow-sm">
            <h3 className="text-lg font-semibold">{source.title}</h3>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">As of</dt>
              <dd>
                <time dateTime={source.asOf}>{formatDate(source.asOf)}</time>
              </dd>
              {source.licence ? (
                <>
                  <dt className="font-medium">Licence</dt>
                  <dd>{source.licence}</dd>
                </>
              ) : null}
            </dl>
            <p className="mt-3 max-w-[70ch] text-sm leading-6 text-muted-foreground">
              {source.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
