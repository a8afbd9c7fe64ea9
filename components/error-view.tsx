'use client'

import { buttonVariants } from '@/components/ui/button-variants'

type ErrorViewProps = { error: Error & { digest?: string }; reset: () => void }

export function ErrorView({ error, reset }: ErrorViewProps) {
  // Production hides server error messages behind a digest that matches the server log line.
  const detail =
    process.env.NODE_ENV === 'development' || !error.digest
      ? error.message
      : `Error reference: ${error.digest}`
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-3 font-mono text-sm break-words text-muted-foreground">{detail}</p>
      {/* buttonVariants, not <Button>: this view ships with every page, and Button merges classes. */}
      <button type="button" className={`${buttonVariants()} mt-8`} onClick={reset}>
        Try again
      </button>
    </div>
  )
}
