import {
  NEXT_STEP,
  STATUS_LABELS,
  stepsAfter,
  type ApplicationStatus,
} from '@/lib/application-status'

/** What happens now, and the steps still ahead on the application's path. */
export function NextSteps({ status }: { status: ApplicationStatus }) {
  const ahead = stepsAfter(status)
  return (
    <>
      <h3 className="mt-4 font-medium">What happens next</h3>
      <p className="mt-1 text-sm text-muted-foreground">{NEXT_STEP[status]}</p>
      {ahead.length ? (
        <>
          <h3 className="mt-4 font-medium">The steps ahead</h3>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-muted-foreground">
            {ahead.map((step) => (
              <li key={step}>{STATUS_LABELS[step]}</li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  )
}
