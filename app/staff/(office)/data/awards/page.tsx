import type { Metadata } from 'next'
import Link from 'next/link'

import { listStoredAwards } from '@/lib/db/awards'
import { readForPage } from '@/lib/db/page-read'
import { formatDateTimeUtc } from '@/lib/format'
import {
  AWARD_LIST_FILTER_LABEL,
  AWARD_LIST_FILTERS,
  awardListStateSchema,
  checkedThisCycle,
  filterAwardList,
} from '@/lib/scholarships/staff-list'
import { requireDataEditorPage } from '@/lib/staff/session'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EmptyState } from '@/components/list/results-grid'

export const instant = false

export const metadata: Metadata = { title: 'Data: awards' }

export default async function StaffAwardsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const state = awardListStateSchema.parse(await searchParams)
  await requireDataEditorPage(`/staff/data/awards?${new URLSearchParams(state)}`)
  const stored = await readForPage(listStoredAwards)
  const byRecord = new Map(stored.map((s) => [s.record, s]))
  const awards = filterAwardList(
    stored.map((s) => s.record),
    state,
    new Date(),
  )

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Awards</h1>
        <p className="text-muted-foreground">
          Correct an award and mark it checked against its official page: the public pages show the
          change within seconds. Every save is kept in the award&apos;s history.
        </p>
      </header>
      <form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          Search awards
          <Input name="q" defaultValue={state.q} placeholder="Name or provider" />
        </label>
        <input type="hidden" name="filter" value={state.filter} />
        <Button type="submit">Search</Button>
      </form>
      <nav aria-label="Filter awards" className="flex flex-wrap gap-2">
        {AWARD_LIST_FILTERS.map((f) => (
          <Link
            key={f}
            href={`/staff/data/awards?${new URLSearchParams({ ...state, filter: f })}`}
            aria-current={f === state.filter ? 'page' : undefined}
            className="rounded-full border px-3 py-1 text-sm aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
          >
            {AWARD_LIST_FILTER_LABEL[f]}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-muted-foreground">
        {awards.length} of {stored.length} awards
      </p>
      {awards.length ? (
        <ul aria-label="Awards" className="flex flex-col divide-y rounded-xl border">
          {awards.map((a) => {
            const row = byRecord.get(a)!
            return (
              <li key={a.slug} className="flex flex-wrap items-center gap-3 p-3">
                <Link
                  href={`/staff/data/awards/${a.slug}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {a.name}
                </Link>
                <span className="text-sm text-muted-foreground">{a.university}</span>
                {checkedThisCycle(a) ? null : (
                  <Badge variant="outline">Not checked this cycle</Badge>
                )}
                <span className="ml-auto text-xs text-muted-foreground">
                  {row.updatedBy
                    ? `Edited by ${row.updatedBy}, ${formatDateTimeUtc(row.updatedAt)}`
                    : 'As in the seed file'}
                </span>
              </li>
            )
          })}
        </ul>
      ) : (
        <EmptyState title="No award matches" hint="Try another search or filter." />
      )}
    </div>
  )
}
