import type { ManifestSource } from '@/data/open-schema'

type Source = Pick<ManifestSource, 'id' | 'name' | 'licence' | 'attribution' | 'asOf'>

/** The official open datasets of the directory: each with its licence, as-of date and credit line. */
export function OpenDataSources({ sources }: { sources: readonly Source[] }) {
  return (
    <section aria-labelledby="open-data-sources" className="flex flex-col gap-4">
      <h2 id="open-data-sources" className="text-2xl font-semibold tracking-tight">
        Open data in the institutions directory
      </h2>
      <ul className="flex flex-col gap-4">
        {sources.map((source) => (
          <li key={source.id} className="rounded-xl border bg-card p-5 shadow-sm">
            <h3 className="text-lg font-semibold">{source.name}</h3>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">As of</dt>
              <dd>{source.asOf}</dd>
              <dt className="font-medium">Licence</dt>
              <dd>{source.licence}</dd>
              <dt className="font-medium">Attribution</dt>
              <dd>{source.attribution}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
