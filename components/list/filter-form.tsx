'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { formHref, type ListUrl, type ParamValue } from '@/lib/url-state'

import { useLiveForm } from './use-live-form'

/** A pair of selects where each value of `child` belongs to one value of `parent` (country → region). */
export type LinkedSelects = { child: string; parent: string; parentOf: Record<string, string> }

type FilterFormProps<T extends Record<string, ParamValue>> = {
  /** The list's path and default state: values at their defaults stay out of the URL. */
  list: ListUrl<T>
  children: React.ReactNode
  className?: string
  label: string
  linked?: LinkedSelects
}

const paramText = (value: ParamValue | undefined) =>
  Array.isArray(value) ? value.join(',') : String(value ?? '')

/** Picking a parent that does not hold the chosen child clears the child, and the other way round. */
function reconcile(form: HTMLFormElement, target: EventTarget | null, linked?: LinkedSelects) {
  if (!linked || !(target instanceof HTMLSelectElement)) return
  const child = form.elements.namedItem(linked.child)
  const parent = form.elements.namedItem(linked.parent)
  if (!(child instanceof HTMLSelectElement) || !(parent instanceof HTMLSelectElement)) return
  if (!child.value || !parent.value || linked.parentOf[child.value] === parent.value) return
  if (target === parent) child.value = ''
  else if (target === child) parent.value = ''
}

/**
 * A plain GET form (so filtering works without JavaScript) that, with JavaScript, applies each
 * change at once: selects immediately, typing after a short pause. A filter change sends the list
 * back to page 1, as the form has no `page` field.
 *
 * Every committed change is a history entry, so Back returns to the previous view; typing replaces
 * the entry it started until the field loses focus. Whenever the URL changes by other means (Clear
 * Filters, Back, Forward, a link), the fields are set to what the URL says.
 */
export function FilterForm<T extends Record<string, ParamValue>>({
  list,
  children,
  className,
  label,
  linked,
}: FilterFormProps<T>) {
  const router = useRouter()
  const params = useSearchParams()
  const formRef = useRef<HTMLFormElement>(null)
  const typing = useRef(false)
  const applied = useRef('')
  const live = useLiveForm((form, cause, target) => {
    reconcile(form, target, linked)
    const href = formHref(list, new FormData(form))
    const typed = cause === 'typing'
    const replace = typed && typing.current
    typing.current = typed
    applied.current = new URL(href, window.location.origin).searchParams.toString()
    if (href === `${window.location.pathname}${window.location.search}`) return
    if (replace) router.replace(href, { scroll: false })
    else router.push(href, { scroll: false })
  })
  const query = params.toString()

  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const url = new URLSearchParams(query)
    const defaults = list.defaults as Record<string, ParamValue>
    const ours = query === applied.current
    for (const element of Array.from(form.elements)) {
      const field = element as HTMLInputElement | HTMLSelectElement
      if (!field.name || field.name === 'page') continue
      const isText = field instanceof HTMLInputElement && /^(search|text|hidden)$/.test(field.type)
      if (!isText && !(field instanceof HTMLSelectElement)) continue
      // The field being typed in is the source of this URL; leave the caret alone.
      if (ours && field === document.activeElement && field instanceof HTMLInputElement) continue
      let value = url.get(field.name) ?? paramText(defaults[field.name])
      // A select whose default is not one of its options (the display currency defaults to the
      // remembered one): keep the option the server selected rather than blanking it.
      if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === value))
        value = [...field.options].find((o) => o.defaultSelected)?.value ?? field.value
      if (field.value !== value) field.value = value
    }
  }, [query, list])

  return (
    <form
      ref={formRef}
      action={list.path}
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={live.onSubmit}
      onChange={live.onChange}
      onBlur={() => {
        typing.current = false
      }}
    >
      {children}
    </form>
  )
}
