import type { Metadata } from 'next'
import Link from 'next/link'

import { readForPage } from '@/lib/db/page-read'
import { listStoredProfiles } from '@/lib/db/university-profiles'
import { formatDate, formatDateTimeUtc } from '@/lib/format'
import { cycleOpening } from '@/lib/records/staleness'
import { requireDataEditorPage } from '@/lib/staff/session'
import {
  PROFILE_LIST_FILTER_LABEL,
  PROFILE_LIST_FILTERS,
  profileListHref,
  profileListStateSchema,
  profileListView,
  type ProfileListFilter,
} from '@/lib/universities/profile-staff-list'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EmptyState } from '@/components/list/results-grid'

export const instant = false

export const metadata: Metadata = { title: 'Data: universities' }

const NONE_LEFT: Record<ProfileListFilter, string> = {
  all: 'There are no university profiles yet.',
  unchecked: 'Every university profile has been checked this cycle.',
  oldFee: 'No university’s fee is older than two academic years.',
}

export default async function StaffUniversitiesPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const state = profileListStateSchema.parse(await searchParams)
  await requireDataEditorPage(profileListHref(state))
  const stored = await readForPage(listStoredProfiles)
  const today = new Date()
  const { records, counts } = profileListView(stored, state, today)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Universities</h1>
        <p className="text-muted-foreground">
          Correct a university&apos;s international tuition, description, English test and website,
          and mark the profile checked against its sources: university pages, comparisons and lists
          show the change within seconds. Every save is kept in the profile&apos;s history.
        </p>
      </header>
      <form
        method="get"
        role="search"
        aria-label="Universities"
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
            href={profileListHref({ ...state, q: '' })}
            className="py-2 text-sm text-primary underline-offset-4 hover:underline"
          >
            Clear the search
          </Link>
        ) : null}
      </form>
      <nav aria-label="Filter universities" className="flex flex-col gap-2">
        <ul className="flex flex-wrap gap-2">
          {PROFILE_LIST_FILTERS.map((f) => (
            <li key={f}>
              <Link
                href={profileListHref({ ...state, filter: f })}
                aria-current={f === state.filter ? 'page' : undefined}
                className="inline-block rounded-full border px-3 py-1 text-sm aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {PROFILE_LIST_FILTER_LABEL[f]} ({counts[f]})
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Not checked this cycle: never compared with its sources, or not since the cycle opened on{' '}
          {formatDate(cycleOpening(today))}. Fee older than two academic years: either level&apos;s
          tuition figure is for an academic year more than two years before the current one (a level
          whose fee is not reported has none).
        </p>
      </nav>
      <p className="text-sm text-muted-foreground" role="status">
        {state.filter === 'all' && !state.q
          ? `${stored.length} universities`
          : `${records.length} of ${stored.length} universities`}
      </p>
      {records.length ? (
        <ul aria-label="Universities" className="flex flex-col divide-y rounded-xl border">
          {records.map((u) => (
            <li key={u.record.slug} className="flex flex-wrap items-center gap-3 p-3">
              <Link
                href={`/staff/data/universities/${u.record.slug}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {u.record.name}
              </Link>
              <span className="text-sm text-muted-foreground">{u.record.country}</span>
              {u.flags.unchecked ? <Badge variant="outline">Not checked this cycle</Badge> : null}
              {u.flags.oldFee ? (
                <Badge variant="outline">Fee older than two academic years</Badge>
              ) : null}
              <span className="ml-auto text-xs text-muted-foreground">
                {u.updatedBy
                  ? `Edited by ${u.updatedBy}, ${formatDateTimeUtc(u.updatedAt)}`
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
              ? `No university${state.filter === 'all' ? '' : ` (${PROFILE_LIST_FILTER_LABEL[state.filter].toLowerCase()})`} matches “${state.q}”.`
              : NONE_LEFT[state.filter]
          }
        >
          <Button asChild variant="outline" className="mt-2">
            <Link href="/staff/data/universities">Show all universities</Link>
          </Button>
        </EmptyState>
      )}
    </div>
  )
}
