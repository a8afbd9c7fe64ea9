import type { Metadata } from 'next'

import { LOST_LINK_PATH } from '@/lib/apply/tracking-link'
import { Button, buttonVariants } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** The site's 404 with a better hint: a tracking link that was mistyped, or replaced by a newer one. */
export default function TrackingLinkNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">
        This tracking link does not work. It may be incomplete, or a newer link for the same
        application has been opened since.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <IntentLink href={LOST_LINK_PATH}>Ask for a new tracking link</IntentLink>
        </Button>
        <IntentLink href="/" className={buttonVariants({ variant: 'outline' })}>
          Return to Home
        </IntentLink>
      </div>
    </div>
  )
}
