'use client'

import { isPageUnavailable } from '@/lib/errors'
import { buttonVariants } from '@/components/ui/button-variants'
import { ErrorView } from '@/components/error-view'

type UnavailableViewProps = {
  error: Error & { digest?: string }
  reset: () => void
  what: string
}

/**
 * The error view of the tracking and back-office pages. When they cannot read the database it says
 * "temporarily unavailable": nothing is lost, try later. Any other failure is a bug: the usual error view, and a 500.
 */
export function UnavailableView({ error, reset, what }: UnavailableViewProps) {
  if (!isPageUnavailable(error)) return <ErrorView error={error} reset={reset} />
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold">Temporarily unavailable</h1>
      <p className="mt-3 text-muted-foreground">
        We cannot reach {what} right now. Nothing has been lost: please try again in a minute.
      </p>
      <button type="button" className={`${buttonVariants()} mt-8`} onClick={reset}>
        Try again
      </button>
    </div>
  )
}
