'use client'

import { useRef } from 'react'

import { formHref, type ListUrl, type ParamValue } from '@/lib/url-state'

import { useLiveForm } from './use-live-form'
import { useUrlForm } from './use-url-form'

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
 * change at once: selects and checkboxes immediately, typing after a short pause. A filter change
 * sends the list back to page 1, as the form has no `page` field. Each committed change is a
 * history entry and the fields always show what the URL says (see useUrlForm).
 */
export function FilterForm<T extends Record<string, ParamValue>>({
  list,
  children,
  className,
  label,
  linked,
}: FilterFormProps<T>) {
  const formRef = useRef<HTMLFormElement>(null)
  const url = useUrlForm(list, formRef)
  const live = useLiveForm((form, cause, target) => {
    reconcile(form, target, linked)
    url.go(formHref(list, new FormData(form)), cause)
  })

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
      onBlur={url.onBlur}
    >
      {children}
    </form>
  )
}
