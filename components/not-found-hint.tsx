'use client'

import { useSyncExternalStore } from 'react'

import type { NotFoundSection } from '@/lib/site/not-found-sections'
import { buttonVariants } from '@/components/ui/button-variants'
import { IntentLink } from '@/components/ui/intent-link'

const noSubscription = () => () => {}

/**
 * The 404 page is one page for every address; in the browser it knows which address it is for.
 * The texts come from the server page, so they are not in the script every page loads.
 */
export function NotFoundHint({ sections }: { sections: readonly NotFoundSection[] }) {
  const path = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => '',
  )
  const section = sections.find((s) => path.startsWith(s.prefix))
  if (!section) return null
  return (
    <>
      <p className="mt-2 text-muted-foreground">{section.text}</p>
      <IntentLink href={section.href} className={`${buttonVariants({ variant: 'outline' })} mt-4`}>
        {section.label}
      </IntentLink>
    </>
  )
}
