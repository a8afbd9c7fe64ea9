'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, type RefObject } from 'react'

import type { ListUrl, ParamValue } from '@/lib/url-state'

import type { LiveCause } from './use-live-form'

const paramText = (value: ParamValue | undefined) =>
  Array.isArray(value) ? value.join(',') : String(value ?? '')

/**
 * Sets each field to what the URL says. Hidden fields are left alone: the server renders them with
 * their value, so they follow the URL already. `ours`: the URL is the one the form just made.
 */
function showUrl(
  form: HTMLFormElement,
  query: string,
  defaults: Record<string, ParamValue>,
  ours: boolean,
) {
  const url = new URLSearchParams(query)
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement | HTMLSelectElement
    if (!field.name || field.name === 'page') continue
    const given = url.get(field.name)
    const value = given ?? paramText(defaults[field.name])
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox') {
        field.checked = value === field.value
        continue
      }
      if (!/^(search|text|number)$/.test(field.type)) continue
      // The field being typed in is the source of this URL; leave the caret alone.
      if (ours && field === document.activeElement) continue
      // A number left at its default 0 shows its placeholder ("No budget"), as the server draws it.
      const shown = field.type === 'number' && given === null && value === '0' ? '' : value
      if (field.value !== shown) field.value = shown
    } else if (field instanceof HTMLSelectElement) {
      // A select whose default is not one of its options (the display currency defaults to the
      // remembered one): keep the option the server selected rather than blanking it.
      const known = [...field.options].some((o) => o.value === value)
      const shown = known
        ? value
        : ([...field.options].find((o) => o.defaultSelected)?.value ?? field.value)
      if (field.value !== shown) field.value = shown
    }
  }
}

/**
 * The URL side of a GET form that applies itself. `go` makes every committed change a history
 * entry, so Back returns to the previous view; typing replaces the entry its first change pushed
 * until the field loses focus (`onBlur`). Whenever the URL changes by other means (Clear Filters,
 * Back, Forward, a link), the fields are set to what the URL says.
 *
 * Changes can follow each other faster than their pages arrive: a URL this form sent earlier that
 * lands while a later one is still on its way is not shown, or it would undo the later change (a
 * box ticked while the previous choice's page was loading).
 */
export function useUrlForm<T extends Record<string, ParamValue>>(
  list: ListUrl<T>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const router = useRouter()
  const query = useSearchParams().toString()
  const typing = useRef(false)
  /** The queries this form has sent that have not landed yet, oldest first. */
  const sent = useRef<string[]>([])

  useEffect(() => {
    const form = formRef.current
    if (!form) return
    // The last time it was sent: a query sent again after a change undone (whose page the router
    // dropped, so the query never changed) is the later send, not the forgotten one.
    const at = sent.current.lastIndexOf(query)
    if (at !== -1 && at < sent.current.length - 1) {
      sent.current = sent.current.slice(at + 1)
      return
    }
    sent.current = []
    showUrl(form, query, list.defaults, at !== -1)
  }, [query, list, formRef])

  return {
    /** `anchor`: a submit also scrolls to this element (the results). */
    go(href: string, cause: LiveCause, anchor?: string) {
      const typed = cause === 'typing'
      const replace = typed && typing.current
      typing.current = typed
      const target = new URL(href, window.location.origin)
      const here =
        target.pathname + target.search === window.location.pathname + window.location.search
      const anchored = anchor && cause === 'submit'
      // The address shown is sent again only when an earlier change is still loading: a change
      // undone before its page came must not be overtaken by that page.
      if (here && !anchored && !sent.current.length) return
      sent.current.push(target.searchParams.toString())
      if (anchored) return router.push(`${href}#${anchor}`)
      if (replace) router.replace(href, { scroll: false })
      else router.push(href, { scroll: false })
    },
    onBlur() {
      typing.current = false
    },
  }
}
