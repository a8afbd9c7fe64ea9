import type { Metadata } from 'next'
import Link from 'next/link'

import { listStoredAwards } from '@/lib/db/awards'
import { readForPage } from '@/lib/db/page-read'
import { formatDate, formatDateTimeUtc } from '@/lib/format'
import { cycleOpening } from '@/lib/records/staleness'
import {
  AWARD_LIST_FILTER_LABEL,
  AWARD_LIST_FILTERS,
  awardListHref,
  awardListStateSchema,
  awardListView,
  type AwardListFilter,
} from '@/lib/scholarships/staff-list'
import { requireDataEditorPage } from '@/lib/staff/session'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EmptyState } from '@/components/list/results-grid'

export const instant = false

export const metadata: Metadata = { title: 'Data: awards' }

const NONE_LEFT: Record<AwardListFilter, string> = {
  all: 'There are no awards yet.',
  unchecked: 'Every award has been checked this cycle.',
  passed: 'No award still describes a round that has closed.',
}

export default async function StaffAwardsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const state = awardListStateSchema.parse(await searchParams)
  await requireDataEditorPage(awardListHref(state))
  const stored = await readForPage(listStoredAwards)
  const today = new Date()
  const { awards, counts } = awardListView(stored, state, today)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Awards</h1>
        <p className="text-muted-foreground">
          Correct an award and mark it checked against its official page: the public pages show the
          change within seconds. Every save is kept in the award&apos;s history.
        </p>
      </header>
      <form
        method="get"
        role="search"
        aria-label="Awards"
        className="flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col gap-1 text-sm">
          Search awards
          <Input name="q" defaultValue={state.q} placeholder="Name or provider" maxLength={100} />
        </label>
        {state.filter !== 'all' ? <input type="hidden" name="filter" value={state.filter} /> : null}
        <Button type="submit">Search</Button>
        {state.q ? (
          <Link
            href={awardListHref({ ...state, q: '' })}
            className="py-2 text-sm text-primary underline-offset-4 hover:underline"
          >
            Clear the search
          </Link>
        ) : null}
      </form>
      <nav aria-label="Filter awards" className="flex flex-col gap-2">
        <ul className="flex flex-wrap gap-2">
          {AWARD_LIST_FILTERS.map((f) => (
            <li key={f}>
              <Link
                href={awardListHref({ ...state, filter: f })}
                aria-current={f === state.filter ? 'page' : undefined}
                className="inline-block rounded-full border px-3 py-1 text-sm aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {AWARD_LIST_FILTER_LABEL[f]} ({counts[f]})
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Not checked this cycle: not compared with its official page since the cycle opened on{' '}
          {formatDate(cycleOpening(today))}. Round dates passed: a round&apos;s closing date is
          behind us and the award still describes that round.
        </p>
      </nav>
      <p className="text-sm text-muted-foreground" role="status">
        {state.filter === 'all' && !state.q
          ? `${stored.length} awards`
          : `${awards.length} of ${stored.length} awards`}
      </p>
      {awards.length ? (
        <ul aria-label="Awards" className="flex flex-col divide-y rounded-xl border">
          {awards.map((a) => (
            <li key={a.record.slug} className="flex flex-wrap items-center gap-3 p-3">
              <Link
                href={`/staff/data/awards/${a.record.slug}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {a.record.name}
              </Link>
              <span className="text-sm text-muted-foreground">{a.record.university}</span>
              {a.flags.unchecked ? <Badge variant="outline">Not checked this cycle</Badge> : null}
              {a.flags.passed ? <Badge variant="outline">Round dates passed</Badge> : null}
              <span className="ml-auto text-xs text-muted-foreground">
                {a.updatedBy
                  ? `Edited by ${a.updatedBy}, ${formatDateTimeUtc(a.updatedAt)}`
                  : 'As in the seed file'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="No award matches"
          hint={
            state.q
              ? `No award${state.filter === 'all' ? '' : ` (${AWARD_LIST_FILTER_LABEL[state.filter].toLowerCase()})`} matches “${state.q}”.`
              : NONE_LEFT[state.filter]
          }
        >
          <Button asChild variant="outline" className="mt-2">
            <Link href="/staff/data/awards">Show all awards</Link>
          </Button>
        </EmptyState>
      )}
    </div>
  )
}
