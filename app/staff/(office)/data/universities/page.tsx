import type { Metadata } from 'next'

import { readForPage } from '@/lib/db/page-read'
import { listStoredProfiles } from '@/lib/db/university-profiles'
import { formatDate } from '@/lib/format'
import { cycleOpening } from '@/lib/records/staleness'
import { requireDataEditorPage } from '@/lib/staff/session'
import {
  PROFILE_LIST_FILTER_LABEL,
  PROFILE_LIST_FILTERS,
  profileListHref,
  profileListStateSchema,
  profileListView,
} from '@/lib/universities/profile-staff-list'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { RecordListPage } from '@/components/staff/record-list'

export const instant = false

export const metadata: Metadata = { title: 'Data: universities' }

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
    <RecordListPage
      title="Universities"
      intro={
        <>
          Correct a university&apos;s international tuition, description, English test and website,
          and mark the profile checked against its sources: university pages, comparisons and lists
          show the change within seconds. Every save is kept in the profile&apos;s history.
        </>
      }
      state={state}
      href={profileListHref}
      filters={PROFILE_LIST_FILTERS}
      labels={PROFILE_LIST_FILTER_LABEL}
      counts={counts}
      search={{
        name: 'Universities',
        label: 'Search universities',
        placeholder: 'University name',
      }}
      filterLabel="Filter universities"
      legend={
        <>
          Not checked this cycle: never compared with its sources, or not since the cycle opened on{' '}
          {formatDate(cycleOpening(today))}. Fee older than two academic years: either level&apos;s
          tuition figure is for an academic year more than two years before the current one (a level
          whose fee is not reported has none).
        </>
      }
      total={stored.length}
      noun="universities"
      listLabel="Universities"
      rows={records.map((u) => ({
        ...u,
        key: u.record.slug,
        href: `/staff/data/universities/${u.record.slug}`,
        name: u.record.name,
        detail: u.record.country,
      }))}
      empty={{
        one: 'university',
        noneLeft: {
          all: 'There are no university profiles yet.',
          unchecked: 'Every university profile has been checked this cycle.',
          oldFee: 'No university’s fee is older than two academic years.',
        },
        showAll: 'Show all universities',
      }}
    />
  )
}
