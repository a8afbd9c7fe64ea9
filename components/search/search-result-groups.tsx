import { formatNumber } from '@/lib/format'
import type { SearchGroup } from '@/lib/search/options'
import { IntentLink } from '@/components/ui/intent-link'

/** Results of the /search page: one headed list per kind, each result a link to its page. */
export function SearchResultGroups({ groups }: { groups: SearchGroup[] }) {
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
          <h2 id={`results-${group.kind}`} className="text-xl font-semibold">
            {group.label}{' '}
            <span className="text-base font-normal text-muted-foreground">({group.total})</span>
          </h2>
          <ul className="mt-3 divide-y rounded-xl border bg-card">
            {group.results.map((result) => (
              <li key={result.id}>
                <IntentLink
                  href={result.href}
                  className="flex flex-col gap-0.5 px-4 py-3 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none focus-visible:ring-inset"
                >
                  <span className="font-medium text-primary">{result.title}</span>
                  <span className="text-sm text-muted-foreground">{result.subtitle}</span>
                </IntentLink>
              </li>
            ))}
          </ul>
          {group.href && group.total > group.results.length ? (
            <p className="mt-2 text-sm">
              <IntentLink href={group.href} className="font-medium text-primary underline">
                {`All ${formatNumber(group.total)} ${group.label.toLowerCase()}`}
              </IntentLink>
            </p>
          ) : group.total > group.results.length ? (
            <p className="mt-2 text-sm text-muted-foreground">
              Showing the best {group.results.length} of {group.total}. Add a word to narrow the
              search.
            </p>
          ) : null}
        </section>
      ))}
    </div>
  )
}
