import { STATUS_LABELS } from '@/lib/application-status'
import type { StaffApplicationView } from '@/lib/db/inbox'
import { formatDateTimeUtc } from '@/lib/format'

/** Every status change: to what, from what, who made it and when. */
export function StatusHistory({ history }: { history: StaffApplicationView['history'] }) {
  return (
    <ol aria-label="Status history, oldest first" className="flex flex-col gap-2 text-sm">
      {history.map((step, i) => (
        <li key={i} className="border-b pb-2 last:border-0">
          <p>
            <span className="font-medium">{STATUS_LABELS[step.to]}</span>
            {step.from ? (
              <span className="text-muted-foreground"> (from {STATUS_LABELS[step.from]})</span>
            ) : null}
          </p>
          <p className="text-muted-foreground">
            <span className="break-all">{step.by}</span>,{' '}
            <time dateTime={step.at.toISOString()}>{formatDateTimeUtc(step.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  )
}
