'use client'

import { useId } from 'react'

import { crawlPercent, type CrawlSnapshot } from '@/lib/crawler/progress'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'

/** The running job's real progress (completed / total pages) and its Cancel button. */
export function CrawlProgress({
  snapshot,
  cancelling,
  onCancel,
}: {
  snapshot?: CrawlSnapshot
  cancelling: boolean
  onCancel: () => void
}) {
  const labelId = useId()
  const percent = snapshot ? crawlPercent(snapshot) : 0
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-4">
      <div className="flex items-center justify-between gap-4 text-sm">
        <span id={labelId} className="font-medium">
          Crawling website...
        </span>
        <span className="tabular-nums" data-testid="crawl-percent">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-labelledby={labelId} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground tabular-nums">
          {snapshot?.total
            ? `${snapshot.completed} of ${snapshot.total} pages found so far`
            : 'Waiting for the first pages...'}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={cancelling}>
          {cancelling ? 'Cancelling...' : 'Cancel'}
        </Button>
      </div>
    </div>
  )
}
