'use client'

import { buttonVariants } from '@/components/ui/button-variants'

/**
 * What the tracking and back-office pages show when they cannot read the database: the server
 * answers it with 503 and Retry-After (scripts/request-guard.mjs). Nothing is lost; try later.
 */
export function UnavailableView({ reset, what }: { reset: () => void; what: string }) {
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
