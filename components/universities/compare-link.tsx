'use client'

import { saveComparison } from '@/lib/universities/compare-storage'
import { IntentLink } from '@/components/ui/intent-link'

type CompareLinkProps = Omit<React.ComponentProps<typeof IntentLink>, 'href'> & {
  href: string
  next: string[]
}

/** A link that changes the comparison set in the URL and remembers it for later visits. */
export function CompareLink({ next, onClick, ...props }: CompareLinkProps) {
  return (
    <IntentLink
      scroll={false}
      onClick={(event) => {
        saveComparison(next)
        onClick?.(event)
      }}
      {...props}
    />
  )
}
