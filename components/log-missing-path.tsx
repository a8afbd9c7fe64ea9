'use client'

import { useEffect } from 'react'

/** SPEC §2: the wrong path is also logged to the browser console. */
export function LogMissingPath() {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    )
  }, [])
  return null
}
