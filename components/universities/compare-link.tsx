'use client'

import Link from 'next/link'

import { saveComparison } from '@/lib/universities/compare-storage'

type CompareLinkProps = Omit<React.ComponentProps<typeof Link>, 'href'> & {
  href: string
  next: string[]
}

/** A link that changes the comparison set in the URL and remembers it for later visits. */
export function CompareLink({ next, onClick, ...props }: CompareLinkProps) {
  return (
    <Link
      scroll={false}
      onClick={(event) => {
        saveComparison(next)
        onClick?.(event)
      }}
      {...props}
    />
  )
}
