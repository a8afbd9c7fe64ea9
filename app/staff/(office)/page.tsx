import type { Metadata } from 'next'
import Link from 'next/link'

import { listInbox } from '@/lib/db/inbox'
import { readForPage } from '@/lib/db/page-read'
import { requireStaffPage } from '@/lib/staff/session'
import { inboxHref, inboxStateSchema } from '@/lib/staff/state'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { Button } from '@/components/ui/button'
import { Pagination } from '@/components/list/pagination'
import { EmptyState } from '@/components/list/results-grid'
import { InboxFilters, StatusCounts } from '@/components/staff/inbox-filters'
import { InboxTable } from '@/components/staff/inbox-table'

export const instant = false

export const metadata: Metadata = { title: 'Applications inbox' }

export default async function StaffInboxPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const state = inboxStateSchema.parse(await searchParams)
  await requireStaffPage(inboxHref(state))
  const inbox = await readForPage(() => listInbox(state))
  const view = { ...state, page: inbox.page }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Applications</h1>
        <p className="text-muted-foreground" role="status">
          {inbox.total
            ? `Showing ${inbox.start}–${inbox.end} of ${inbox.total}, newest first`
            : 'No applications match.'}
        </p>
      </header>
      <StatusCounts state={view} counts={inbox.counts} />
      <InboxFilters state={view} counts={inbox.counts} />
      {inbox.rows.length ? (
        <InboxTable rows={inbox.rows} />
      ) : (
        <EmptyState title="No applications found" hint="Try another search or status.">
          <Button asChild variant="outline" className="mt-2">
            <Link href="/staff">Show all applications</Link>
          </Button>
        </EmptyState>
      )}
      <Pagination
        page={inbox.page}
        pageCount={inbox.pageCount}
        hrefFor={(page) => inboxHref(view, { page })}
      />
    </div>
  )
}
