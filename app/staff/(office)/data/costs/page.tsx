import type { Metadata } from 'next'
import Link from 'next/link'

import {
  COST_LIST_FILTER_LABEL,
  COST_LIST_FILTERS,
  costEditHref,
  costListHref,
  costListStateSchema,
  costListView,
  costRecordName,
  type CostListFilter,
} from '@/lib/costs/staff-list'
import { listStoredCosts } from '@/lib/db/destination-costs'
import { readForPage } from '@/lib/db/page-read'
import { formatDate, formatDateTimeUtc } from '@/lib/format'
import { cycleOpening } from '@/lib/records/staleness'
import { requireDataEditorPage } from '@/lib/staff/session'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EmptyState } from '@/components/list/results-grid'

export const instant = false

export const metadata: Metadata = { title: 'Data: destination costs' }

const NONE_LEFT: Record<CostListFilter, string> = {
  all: 'There are no destination costs yet.',
  unchecked: 'Every destination’s figures have been checked this cycle.',
}

export default async function StaffCostsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const state = costListStateSchema.parse(await searchParams)
  await requireDataEditorPage(costListHref(state))
  const stored = await readForPage(listStoredCosts)
  const today = new Date()
  const { records, counts } = costListView(stored, state, today)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Destination costs</h1>
        <p className="text-muted-foreground">
          Correct what a destination&apos;s student visa asks for and charges (living costs, visa
          fees, health cover) and mark the figures checked against their sources: university and
          programme pages, budgets and totals show the change within seconds. Every save is kept in
          the record&apos;s history.
        </p>
      </header>
      <form
        method="get"
        role="search"
        aria-label="Destination costs"
        className="flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col gap-1 text-sm">
          Search destinations
          <Input name="q" defaultValue={state.q} placeholder="Country or city" maxLength={100} />
        </label>
        {state.filter !== 'all' ? <input type="hidden" name="filter" value={state.filter} /> : null}
        <Button type="submit">Search</Button>
        {state.q ? (
          <Link
            href={costListHref({ ...state, q: '' })}
            className="py-2 text-sm text-primary underline-offset-4 hover:underline"
          >
            Clear the search
          </Link>
        ) : null}
      </form>
      <nav aria-label="Filter destination costs" className="flex flex-col gap-2">
        <ul className="flex flex-wrap gap-2">
          {COST_LIST_FILTERS.map((f) => (
            <li key={f}>
              <Link
                href={costListHref({ ...state, filter: f })}
                aria-current={f === state.filter ? 'page' : undefined}
                className="inline-block rounded-full border px-3 py-1 text-sm aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {COST_LIST_FILTER_LABEL[f]} ({counts[f]})
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Not checked this cycle: figures not compared with their sources in the back office since
          the cycle opened on {formatDate(cycleOpening(today))}.
        </p>
      </nav>
      <p className="text-sm text-muted-foreground" role="status">
        {state.filter === 'all' && !state.q
          ? `${stored.length} destinations`
          : `${records.length} of ${stored.length} destinations`}
      </p>
      {records.length ? (
        <ul aria-label="Destinations" className="flex flex-col divide-y rounded-xl border">
          {records.map((d) => (
            <li key={d.record.countryCode} className="flex flex-wrap items-center gap-3 p-3">
              <Link
                href={costEditHref(d.record)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {costRecordName(d.record)}
              </Link>
              <span className="text-sm text-muted-foreground">
                {d.record.charges.length} figures
              </span>
              {d.unchecked ? <Badge variant="outline">Not checked this cycle</Badge> : null}
              <span className="ml-auto text-xs text-muted-foreground">
                {d.updatedBy
                  ? `Edited by ${d.updatedBy}, ${formatDateTimeUtc(d.updatedAt)}`
                  : 'As in the seed file'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="No destination matches"
          hint={
            state.q
              ? `No destination${state.filter === 'all' ? '' : ` (${COST_LIST_FILTER_LABEL[state.filter].toLowerCase()})`} matches “${state.q}”.`
              : NONE_LEFT[state.filter]
          }
        >
          <Button asChild variant="outline" className="mt-2">
            <Link href="/staff/data/costs">Show all destinations</Link>
          </Button>
        </EmptyState>
      )}
    </div>
  )
}
