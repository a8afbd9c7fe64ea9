'use client'

import { useEffect } from 'react'

/** Focuses the element whose id is in the URL fragment, e.g. the search box for /universities#search. */
export function FocusOnHash({ id }: { id: string }) {
  useEffect(() => {
    if (window.location.hash === `#${id}`) document.getElementById(id)?.focus()
  }, [id])
  return null
}
