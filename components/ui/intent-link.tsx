'use client'

import Link from 'next/link'
import { useState } from 'react'

/**
 * A Link that prefetches its page when the reader shows intent (pointer over it, focus, touch)
 * instead of as soon as it scrolls into view. For links that every page repeats (header, footer)
 * or that a list shows by the dozen (cards): prefetching them all on load costs a phone data and
 * main-thread time for pages the student mostly does not open.
 */
export function IntentLink({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: React.ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false)
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}
