import type { Metadata } from 'next'

import {
  COST_LIST_FILTER_LABEL,
  COST_LIST_FILTERS,
  costEditHref,
  costListHref,
  costListStateSchema,
  costListView,
  costRecordName,
} from '@/lib/costs/staff-list'
import { listStoredCosts } from '@/lib/db/destination-costs'
import { readForPage } from '@/lib/db/page-read'
import { formatDate } from '@/lib/format'
import { cycleOpening } from '@/lib/records/staleness'
import { requireDataEditorPage } from '@/lib/staff/session'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { RecordListPage } from '@/components/staff/record-list'

export const instant = false

export const metadata: Metadata = { title: 'Data: destination costs' }

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
    <RecordListPage
      title="Destination costs"
      intro={
        <>
          Correct what a destination&apos;s student visa asks for and charges (living costs, visa
          fees, health cover) and mark the figures checked against their sources: university and
          programme pages, budgets and totals show the change within seconds. Every save is kept in
          the record&apos;s history.
        </>
      }
      state={state}
      href={costListHref}
      filters={COST_LIST_FILTERS}
      labels={COST_LIST_FILTER_LABEL}
      counts={counts}
      search={{
        name: 'Destination costs',
        label: 'Search destinations',
        placeholder: 'Country or city',
      }}
      filterLabel="Filter destination costs"
      legend={
        <>
          Not checked this cycle: figures not compared with their sources in the back office since
          the cycle opened on {formatDate(cycleOpening(today))}.
        </>
      }
      total={stored.length}
      noun="destinations"
      listLabel="Destinations"
      rows={records.map((d) => ({
        ...d,
        key: d.record.countryCode,
        href: costEditHref(d.record),
        name: costRecordName(d.record),
        detail: `${d.record.charges.length} figures`,
      }))}
      empty={{
        one: 'destination',
        noneLeft: {
          all: 'There are no destination costs yet.',
          unchecked: 'Every destination’s figures have been checked this cycle.',
        },
        showAll: 'Show all destinations',
      }}
    />
  )
}
