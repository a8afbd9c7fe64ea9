import type { Metadata } from 'next'
import Link from 'next/link'

import { readForPage } from '@/lib/db/page-read'
import { latestRefreshPerSource, loadedAsOfPerSource } from '@/lib/db/refresh-runs'
import { formatDateTimeUtc, formatWholeNumber } from '@/lib/format'
import { loadManifest } from '@/lib/open-data'
import { dataSourceRows } from '@/lib/open-data/sources-page'
import { requireDataEditorPage } from '@/lib/staff/session'
import { Badge } from '@/components/ui/badge'
import { EmptyState } from '@/components/list/results-grid'

export const instant = false

export const metadata: Metadata = { title: 'Data: sources' }

const RESULT_LABEL: Record<string, string> = {
  refreshed: 'Refreshed',
  failed: 'Failed (last good copy kept)',
  kept: 'Not asked for (kept)',
  absent: 'No file (optional)',
}

const count = (value: number | null) => (value === null ? 'not known' : formatWholeNumber(value))

export default async function StaffDataSourcesPage() {
  await requireDataEditorPage('/staff/data/sources')
  const [latest, loadedAsOf] = await readForPage(() =>
    Promise.all([latestRefreshPerSource(), loadedAsOfPerSource()]),
  )
  const committed = new Map(loadManifest().sources.map((s) => [s.id as string, s.asOf]))
  const rows = dataSourceRows(latest, loadedAsOf, committed, new Date())

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Data sources</h1>
        <p className="text-muted-foreground">
          The publishers&apos; files behind the directory and the programmes. The scheduled refresh
          brings the exchange rates every day and everything else on the first of each month (05:00
          UTC); a source that fails keeps its last good copy.
        </p>
        <p>
          <Link href="/staff/data" className="font-medium text-primary hover:underline">
            Reported mistakes
          </Link>
        </p>
      </header>
      {latest.length === 0 ? (
        <EmptyState
          title="Never refreshed"
          hint="The site serves the data deployed with it. Runs of data:refresh or of the scheduled refresh appear here."
        />
      ) : null}
      <ul aria-label="Sources" className="flex flex-col divide-y rounded-xl border">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-1 p-4" aria-label={row.publisher}>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{row.publisher}</span>
              <Badge variant="outline">{row.id}</Badge>
              <Badge variant="secondary">{row.cadence}</Badge>
            </p>
            <p className="text-sm">
              As of:{' '}
              {row.asOf
                ? `${row.asOf.value} (${row.asOf.from === 'refresh' ? 'refreshed' : 'as deployed'})`
                : 'not known'}
            </p>
            <p className="text-sm">
              Last refresh:{' '}
              {row.last ? (
                <>
                  {formatDateTimeUtc(row.last.at)},{' '}
                  {RESULT_LABEL[row.last.result] ?? row.last.result}
                  {row.last.loaded ? '' : ', not loaded'}; rows read {count(row.last.rowsRead)},
                  kept {count(row.last.rowsKept)}, rejected {count(row.last.rowsRejected)}
                </>
              ) : (
                'never'
              )}
            </p>
            {row.last?.message ? (
              <p className="text-sm whitespace-pre-wrap text-destructive">{row.last.message}</p>
            ) : null}
            <p className="text-sm text-muted-foreground">
              Next run: {formatDateTimeUtc(row.nextRun)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
