'use client'

import { useEffect } from 'react'

/** The wrong path is also logged to the browser console, for whoever followed a broken link. */
export function LogMissingPath() {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    )
  }, [])
  return null
}
