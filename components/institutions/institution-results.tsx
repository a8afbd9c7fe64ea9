import { formatNumber } from '@/lib/format'
import type { DirectoryItem } from '@/lib/institutions'
import {
  INSTITUTION_TYPE_LABELS,
  institutionHref,
  institutionsHref,
  type InstitutionsQuery,
} from '@/lib/institutions/url'
import { IntentLink } from '@/components/ui/intent-link'
import { Pagination } from '@/components/list/pagination'
import { EmptyState } from '@/components/list/results-grid'
import { SaveToggle } from '@/components/shortlist/save-toggle'

type Props = {
  state: InstitutionsQuery
  items: Pick<DirectoryItem, 'id' | 'name' | 'place' | 'domain'>[]
  pageCount: number
}

/** One page of directory results (24 cards, each with Save), the empty state and the pages. */
export function InstitutionResults({ state, items, pageCount }: Props) {
  return (
    <>
      {items.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 [&_a]:font-semibold [&_a]:hover:underline [&_button]:mt-2 [&_p]:text-sm [&_p]:break-words [&_p]:text-muted-foreground [&>li]:rounded-lg [&>li]:border [&>li]:bg-card [&>li]:p-4">
          {items.map(({ id, name, place, domain }) => (
            <li key={id}>
              <h3>
                <IntentLink href={institutionHref(id)}>{name}</IntentLink>
              </h3>
              <p>{domain ? `${place} · ${domain}` : place}</p>
              <SaveToggle kind="institution" id={id} name={name} size="sm" />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="No institutions found"
          hint="Check the spelling, try part of the name or its web address, or choose all countries."
        />
      )}
      <Pagination
        page={state.page}
        pageCount={pageCount}
        hrefFor={(page) => institutionsHref(state, { page })}
        anchor="results"
      />
    </>
  )
}

/**
 * The directory lists universities and colleges unless asked otherwise: say how many
 * vocational or language providers also match, one click away.
 */
export function OtherKinds({
  state,
  kinds,
}: {
  state: InstitutionsQuery
  kinds: Partial<Record<'university' | 'college' | 'vocational', number>>
}) {
  if (state.type !== '') return null
  const others = kinds.vocational ?? 0
  if (!others) return null
  return (
    <p className="text-sm text-muted-foreground" data-testid="other-kinds">
      {`Also matching: ${formatNumber(others)} vocational or English-language providers. `}
      <IntentLink
        href={institutionsHref(state, { type: 'all', page: 1 })}
        className="font-medium text-primary underline"
      >
        {`Show ${INSTITUTION_TYPE_LABELS.all.toLowerCase()}`}
      </IntentLink>
    </p>
  )
}
