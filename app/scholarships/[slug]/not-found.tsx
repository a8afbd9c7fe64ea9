import type { Metadata } from 'next'

import { Button, buttonVariants } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'
import { LogMissingPath } from '@/components/log-missing-path'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** The site's 404 with a better hint: the scholarship may have been renamed or retired. */
export default function ScholarshipNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">
        We have no scholarship at this address. It may have closed or moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <IntentLink href="/">Return to Home</IntentLink>
        </Button>
        <IntentLink
          href="/scholarships?tab=browse"
          className={buttonVariants({ variant: 'outline' })}
        >
          See all scholarships
        </IntentLink>
      </div>
      <LogMissingPath />
    </div>
  )
}
