import type { Metadata } from 'next'

import { listStoredAwards } from '@/lib/db/awards'
import { readForPage } from '@/lib/db/page-read'
import { formatDate } from '@/lib/format'
import { cycleOpening } from '@/lib/records/staleness'
import {
  AWARD_LIST_FILTER_LABEL,
  AWARD_LIST_FILTERS,
  awardListHref,
  awardListStateSchema,
  awardListView,
} from '@/lib/scholarships/staff-list'
import { requireDataEditorPage } from '@/lib/staff/session'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { RecordListPage } from '@/components/staff/record-list'

export const instant = false

export const metadata: Metadata = { title: 'Data: awards' }

export default async function StaffAwardsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const state = awardListStateSchema.parse(await searchParams)
  await requireDataEditorPage(awardListHref(state))
  const stored = await readForPage(listStoredAwards)
  const today = new Date()
  const { records, counts } = awardListView(stored, state, today)

  return (
    <RecordListPage
      title="Awards"
      intro={
        <>
          Correct an award and mark it checked against its official page: the public pages show the
          change within seconds. Every save is kept in the award&apos;s history.
        </>
      }
      state={state}
      href={awardListHref}
      filters={AWARD_LIST_FILTERS}
      labels={AWARD_LIST_FILTER_LABEL}
      counts={counts}
      search={{ name: 'Awards', label: 'Search awards', placeholder: 'Name or provider' }}
      filterLabel="Filter awards"
      legend={
        <>
          Not checked this cycle: not compared with its official page since the cycle opened on{' '}
          {formatDate(cycleOpening(today))}. Round dates passed: a round&apos;s closing date is
          behind us and the award still describes that round.
        </>
      }
      total={stored.length}
      noun="awards"
      listLabel="Awards"
      rows={records.map((a) => ({
        ...a,
        key: a.record.slug,
        href: `/staff/data/awards/${a.record.slug}`,
        name: a.record.name,
        detail: a.record.university,
      }))}
      empty={{
        one: 'award',
        noneLeft: {
          all: 'There are no awards yet.',
          unchecked: 'Every award has been checked this cycle.',
          passed: 'No award still describes a round that has closed.',
        },
        showAll: 'Show all awards',
      }}
    />
  )
}
