'use client'

import { useRef, type FormEvent } from 'react'

/** How long typing pauses before a text field's change is applied; a choice applies at once. */
const TYPING_PAUSE_MS = 350

export type LiveCause = 'select' | 'typing' | 'submit'

/** A select, checkbox or radio button: a choice made in one step, not typing. */
const isChoice = (target: EventTarget | null) =>
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))

/**
 * Handlers for a GET form that applies itself as it changes: `onChange` calls `apply` (at once for
 * a choice, after a pause in typing), `onSubmit` calls it instead of reloading the page. `cancel`
 * drops a pending typing change (when the URL changed by other means, such as Clear Filters).
 */
export function useLiveForm(
  apply: (form: HTMLFormElement, cause: LiveCause, target: EventTarget | null) => void,
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  return {
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault()
      clearTimeout(timer.current)
      apply(event.currentTarget, 'submit', event.target)
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget
      const target = event.target
      clearTimeout(timer.current)
      // A choice is read from the form at once: a page arriving in between could reset the fields.
      if (isChoice(target)) return apply(form, 'select', target)
      timer.current = setTimeout(() => apply(form, 'typing', target), TYPING_PAUSE_MS)
    },
    cancel() {
      clearTimeout(timer.current)
    },
  }
}
