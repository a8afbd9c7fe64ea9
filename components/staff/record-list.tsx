// A back-office record list (awards, deadlines, universities, costs): its heading, search form,
// filter pills with their counts, and the matching records, each linking to its edit form.
import Link from 'next/link'
import type { ReactNode } from 'react'

import type { Stored } from '@/lib/db/record-store'
import { formatDateTimeUtc } from '@/lib/format'
import type { RecordListState } from '@/lib/records/list-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EmptyState } from '@/components/list/results-grid'

type Filters<F extends string> = {
  state: RecordListState<F>
  /** The list's address for a state. */
  href: (state: RecordListState<F>) => string
  /** Every filter, 'all' first, and each one's label (a flag's label is also its badge). */
  filters: readonly ('all' | F)[]
  labels: Record<'all' | F, string>
}

type Controls<F extends string> = Filters<F> & {
  counts: Record<'all' | F, number>
  /** The form's name, its field's label and placeholder. */
  search: { name: string; label: string; placeholder: string }
  /** The filter pills' name. */
  filterLabel: string
  /** What the filters mean. */
  legend: ReactNode
}

/** The search form and the filter pills, each with its count for the search. */
export function RecordListControls<F extends string>({
  state,
  href,
  filters,
  labels,
  counts,
  search,
  filterLabel,
  legend,
}: Controls<F>) {
  return (
    <>
      <form
        method="get"
        role="search"
        aria-label={search.name}
        className="flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col gap-1 text-sm">
          {search.label}
          <Input name="q" defaultValue={state.q} placeholder={search.placeholder} maxLength={100} />
        </label>
        {state.filter !== 'all' ? <input type="hidden" name="filter" value={state.filter} /> : null}
        <Button type="submit">Search</Button>
        {state.q ? (
          <Link
            href={href({ ...state, q: '' })}
            className="py-2 text-sm text-primary underline-offset-4 hover:underline"
          >
            Clear the search
          </Link>
        ) : null}
      </form>
      <nav aria-label={filterLabel} className="flex flex-col gap-2">
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <li key={f}>
              <Link
                href={href({ ...state, filter: f })}
                aria-current={f === state.filter ? 'page' : undefined}
                className="inline-block rounded-full border px-3 py-1 text-sm aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {labels[f]} ({counts[f]})
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{legend}</p>
      </nav>
    </>
  )
}

/** One record in the list. */
export type RecordListRow<F extends string> = {
  key: string
  href: string
  name: string
  /** A few words beside the name (the provider, the levels held). */
  detail: string
  flags: Record<F, boolean>
} & Pick<Stored<unknown>, 'updatedBy' | 'updatedAt'>

/** A record list page: heading, controls, how many match, and the records or why there are none. */
export function RecordListPage<F extends string>({
  title,
  intro,
  rows,
  total,
  noun,
  listLabel,
  empty,
  ...controls
}: Controls<F> & {
  title: string
  intro: ReactNode
  rows: RecordListRow<F>[]
  /** How many records there are, searched or not, and what they are called ("awards"). */
  total: number
  noun: string
  listLabel: string
  empty: {
    /** One record, as the empty state names it ("award"). */
    one: string
    /** Why the filter is empty with no search. */
    noneLeft: Record<'all' | F, string>
    /** The link back to the whole list ("Show all awards"). */
    showAll: string
  }
}) {
  const { state, href, filters, labels } = controls
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </header>
      <RecordListControls {...controls} />
      <p className="text-sm text-muted-foreground" role="status">
        {state.filter === 'all' && !state.q
          ? `${total} ${noun}`
          : `${rows.length} of ${total} ${noun}`}
      </p>
      {rows.length ? (
        <ul aria-label={listLabel} className="flex flex-col divide-y rounded-xl border">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-wrap items-center gap-3 p-3">
              <Link
                href={row.href}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {row.name}
              </Link>
              <span className="text-sm text-muted-foreground">{row.detail}</span>
              {filters.map((f) =>
                f !== 'all' && row.flags[f] ? (
                  <Badge key={f} variant="outline">
                    {labels[f]}
                  </Badge>
                ) : null,
              )}
              <span className="ml-auto text-xs text-muted-foreground">
                {row.updatedBy
                  ? `Edited by ${row.updatedBy}, ${formatDateTimeUtc(row.updatedAt)}`
                  : 'As in the seed file'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={`No ${empty.one} matches`}
          hint={
            state.q
              ? `No ${empty.one}${state.filter === 'all' ? '' : ` (${labels[state.filter].toLowerCase()})`} matches “${state.q}”.`
              : empty.noneLeft[state.filter]
          }
        >
          <Button asChild variant="outline" className="mt-2">
            <Link href={href({ q: '', filter: 'all' })}>{empty.showAll}</Link>
          </Button>
        </EmptyState>
      )}
    </div>
  )
}
