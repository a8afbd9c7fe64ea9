'use client'

import { useRef, type FormEvent } from 'react'

/** How long typing pauses before a text field's change is applied; a select applies at once. */
const TYPING_PAUSE_MS = 350

/**
 * Handlers for a GET form that applies itself as it changes: `onChange` calls `apply('change')`
 * (at once for a select, after a pause in typing), `onSubmit` calls `apply('submit')` instead of
 * reloading the page.
 */
export function useLiveForm(apply: (form: HTMLFormElement, cause: 'change' | 'submit') => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  return {
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault()
      clearTimeout(timer.current)
      apply(event.currentTarget, 'submit')
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget
      clearTimeout(timer.current)
      const delay = (event.target as HTMLElement).tagName === 'SELECT' ? 0 : TYPING_PAUSE_MS
      timer.current = setTimeout(() => apply(form, 'change'), delay)
    },
  }
}
