'use client'

import { useEffect, useRef } from 'react'

/**
 * Props for a <form> whose validation code loads on demand: `preload` runs when the form first
 * scrolls into view, or when it is focused or touched before that (it may run more than once).
 */
export function useFormPreload(preload: () => void) {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const form = ref.current
    if (!form) return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      preload()
    })
    observer.observe(form)
    return () => observer.disconnect()
  }, [preload])
  return { ref, onFocus: () => preload(), onPointerDown: () => preload() }
}
