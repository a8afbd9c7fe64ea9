import Link from 'next/link'

import {
  APPLICATION_STATUSES,
  STATUS_LABELS,
  type ApplicationStatus,
} from '@/lib/application-status'
import { INBOX_URL, inboxExportHref, inboxHref, type InboxState } from '@/lib/staff/state'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { FilterForm } from '@/components/list/filter-form'

type Counts = Record<ApplicationStatus, number>

/** Applications per status, each a link that filters the inbox to it. */
export function StatusCounts({ state, counts }: { state: InboxState; counts: Counts }) {
  const all = APPLICATION_STATUSES.reduce((sum, s) => sum + counts[s], 0)
  const items = [
    { status: '' as const, label: 'All', n: all },
    ...APPLICATION_STATUSES.map((status) => ({
      status,
      label: STATUS_LABELS[status],
      n: counts[status],
    })),
  ]
  return (
    <nav aria-label="Applications by status">
      <ul className="flex flex-wrap gap-2">
        {items.map(({ status, label, n }) => (
          <li key={label}>
            <Link
              href={inboxHref(state, { status, page: 1 })}
              aria-current={state.status === status ? 'page' : undefined}
              className={cn(
                buttonVariants({
                  variant: state.status === status ? 'default' : 'outline',
                  size: 'sm',
                }),
              )}
            >
              {label} <span className="tabular-nums">({n})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Search and status filter as a GET form (URL state), and the CSV of what they match. */
export function InboxFilters({ state, counts }: { state: InboxState; counts: Counts }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <FilterForm
        list={INBOX_URL}
        label="Filter applications"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="inbox-q" className="text-sm font-medium">
            Search
          </label>
          <Input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={state.q}
            placeholder="Reference, name or e-mail"
            className="sm:w-72"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="inbox-status" className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id="inbox-status"
            name="status"
            defaultValue={state.status}
            className="sm:w-64"
          >
            <option value="">All statuses</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]} ({counts[status]})
              </option>
            ))}
          </NativeSelect>
        </div>
        <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
          Apply
        </button>
      </FilterForm>
      <a href={inboxExportHref(state)} className={buttonVariants({ variant: 'outline' })} download>
        <Icon name="download" aria-hidden />
        Export CSV
      </a>
    </div>
  )
}
