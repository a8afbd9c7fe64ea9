import type { Metadata } from 'next'

import { listStoredDeadlines } from '@/lib/db/deadlines'
import { readForPage } from '@/lib/db/page-read'
import { formatDate } from '@/lib/format'
import { cycleOpening } from '@/lib/records/staleness'
import { requireDataEditorPage } from '@/lib/staff/session'
import { deadlineRecordName } from '@/lib/universities/deadline-names'
import {
  DEADLINE_LIST_FILTER_LABEL,
  DEADLINE_LIST_FILTERS,
  deadlineListHref,
  deadlineListStateSchema,
  deadlineListView,
} from '@/lib/universities/deadline-staff-list'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { RecordListPage } from '@/components/staff/record-list'

export const instant = false

export const metadata: Metadata = { title: 'Data: university deadlines' }

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
    <RecordListPage
      title="University deadlines"
      intro={
        <>
          Correct a university&apos;s application deadlines and mark them checked against the
          official page: university pages, comparisons and shortlist calendars show the change
          within seconds. Every save is kept in the record&apos;s history.
        </>
      }
      state={state}
      href={deadlineListHref}
      filters={DEADLINE_LIST_FILTERS}
      labels={DEADLINE_LIST_FILTER_LABEL}
      counts={counts}
      search={{
        name: 'University deadlines',
        label: 'Search universities',
        placeholder: 'University name',
      }}
      filterLabel="Filter deadlines"
      legend={
        <>
          Not checked this cycle: a level not compared with its official page since the cycle opened
          on {formatDate(cycleOpening(today))}. Round dates passed: a deadline&apos;s day is behind
          us and the record still describes that intake.
        </>
      }
      total={stored.length}
      noun="records"
      listLabel="University deadlines"
      rows={records.map((d) => ({
        ...d,
        key: d.record.slug,
        href: `/staff/data/deadlines/${d.record.slug}`,
        detail: [
          d.record.undergraduate ? 'Undergraduate' : null,
          d.record.postgraduate ? "Master's" : null,
        ]
          .filter(Boolean)
          .join(', '),
      }))}
      empty={{
        one: 'university',
        noneLeft: {
          all: 'There are no university deadlines yet.',
          unchecked: 'Every university’s deadlines have been checked this cycle.',
          passed: 'No university’s deadlines have passed.',
        },
        showAll: 'Show all deadlines',
      }}
    />
  )
}
