import type { Metadata } from 'next'
import Link from 'next/link'

import { listStoredDeadlines } from '@/lib/db/deadlines'
import { readForPage } from '@/lib/db/page-read'
import { formatDate, formatDateTimeUtc } from '@/lib/format'
import { cycleOpening } from '@/lib/records/staleness'
import { requireDataEditorPage } from '@/lib/staff/session'
import { deadlineRecordName } from '@/lib/universities/deadline-names'
import {
  DEADLINE_LIST_FILTER_LABEL,
  DEADLINE_LIST_FILTERS,
  deadlineListHref,
  deadlineListStateSchema,
  deadlineListView,
  type DeadlineListFilter,
} from '@/lib/universities/deadline-staff-list'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EmptyState } from '@/components/list/results-grid'

export const instant = false

export const metadata: Metadata = { title: 'Data: university deadlines' }

const NONE_LEFT: Record<DeadlineListFilter, string> = {
  all: 'There are no university deadlines yet.',
  unchecked: 'Every university’s deadlines have been checked this cycle.',
  passed: 'No university’s deadlines have passed.',
}

export default async function StaffDeadlinesPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const state = deadlineListStateSchema.parse(await searchParams)
  await requireDataEditorPage(deadlineListHref(state))
  const stored = await readForPage(listStoredDeadlines)
  const names = new Map((await listUniversityProfiles()).map((u) => [u.slug, u.name]))
  const items = stored.map((s) => ({ ...s, name: deadlineRecordName(s.record.slug, names) }))
  const today = new Date()
  const { records, counts } = deadlineListView(items, state, today)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">University deadlines</h1>
        <p className="text-muted-foreground">
          Correct a university&apos;s application deadlines and mark them checked against the
          official page: university pages, comparisons and shortlist calendars show the change
          within seconds. Every save is kept in the record&apos;s history.
        </p>
      </header>
      <form
        method="get"
        role="search"
        aria-label="University deadlines"
        className="flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col gap-1 text-sm">
          Search universities
          <Input name="q" defaultValue={state.q} placeholder="University name" maxLength={100} />
        </label>
        {state.filter !== 'all' ? <input type="hidden" name="filter" value={state.filter} /> : null}
        <Button type="submit">Search</Button>
        {state.q ? (
          <Link
            href={deadlineListHref({ ...state, q: '' })}
            className="py-2 text-sm text-primary underline-offset-4 hover:underline"
          >
            Clear the search
          </Link>
        ) : null}
      </form>
      <nav aria-label="Filter deadlines" className="flex flex-col gap-2">
        <ul className="flex flex-wrap gap-2">
          {DEADLINE_LIST_FILTERS.map((f) => (
            <li key={f}>
              <Link
                href={deadlineListHref({ ...state, filter: f })}
                aria-current={f === state.filter ? 'page' : undefined}
                className="inline-block rounded-full border px-3 py-1 text-sm aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {DEADLINE_LIST_FILTER_LABEL[f]} ({counts[f]})
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Not checked this cycle: a level not compared with its official page since the cycle opened
          on {formatDate(cycleOpening(today))}. Round dates passed: a deadline&apos;s day is behind
          us and the record still describes that intake.
        </p>
      </nav>
      <p className="text-sm text-muted-foreground" role="status">
        {state.filter === 'all' && !state.q
          ? `${stored.length} records`
          : `${records.length} of ${stored.length} records`}
      </p>
      {records.length ? (
        <ul aria-label="University deadlines" className="flex flex-col divide-y rounded-xl border">
          {records.map((d) => (
            <li key={d.record.slug} className="flex flex-wrap items-center gap-3 p-3">
              <Link
                href={`/staff/data/deadlines/${d.record.slug}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {d.name}
              </Link>
              <span className="text-sm text-muted-foreground">
                {[
                  d.record.undergraduate ? 'Undergraduate' : null,
                  d.record.postgraduate ? "Master's" : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </span>
              {d.flags.unchecked ? <Badge variant="outline">Not checked this cycle</Badge> : null}
              {d.flags.passed ? <Badge variant="outline">Round dates passed</Badge> : null}
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
          title="No university matches"
          hint={
            state.q
              ? `No university${state.filter === 'all' ? '' : ` (${DEADLINE_LIST_FILTER_LABEL[state.filter].toLowerCase()})`} matches “${state.q}”.`
              : NONE_LEFT[state.filter]
          }
        >
          <Button asChild variant="outline" className="mt-2">
            <Link href="/staff/data/deadlines">Show all deadlines</Link>
          </Button>
        </EmptyState>
      )}
    </div>
  )
}
