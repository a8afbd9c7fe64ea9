import type { Metadata } from 'next'

import { NOT_FOUND_SECTIONS } from '@/lib/site/not-found-sections'
import { Button } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'
import { LogMissingPath } from '@/components/log-missing-path'
import { NotFoundHint } from '@/components/not-found-hint'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">
        The page you asked for does not exist or has moved.
      </p>
      <NotFoundHint sections={NOT_FOUND_SECTIONS} />
      <Button asChild className="mt-8">
        <IntentLink href="/">Return to Home</IntentLink>
      </Button>
      <LogMissingPath />
    </div>
  )
}
