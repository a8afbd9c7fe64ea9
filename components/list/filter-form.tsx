'use client'

import { useEffect, useRef } from 'react'

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
  /**
   * How many filters are on. Given, the form folds into a "Filters (n)" disclosure below 768 px
   * (the list pages, whose first result must show on a phone's first screen).
   */
  active?: number
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
 *
 * With `active`, below 768 px the form folds into a "Filters (n)" disclosure, so the first result shows on a
 * phone's first screen; wider, the form is always shown (globals.css, .filter-disclosure).
 */
export function FilterForm<T extends Record<string, ParamValue>>({
  list,
  children,
  className,
  label,
  linked,
  active,
}: FilterFormProps<T>) {
  const formRef = useRef<HTMLFormElement>(null)
  const disclosureRef = useRef<HTMLDetailsElement>(null)
  // Browsers that cannot style a closed disclosure's content open it on wide screens instead.
  useEffect(() => {
    const details = disclosureRef.current
    if (
      details &&
      typeof CSS?.supports === 'function' &&
      !CSS.supports('selector(::details-content)') &&
      window.matchMedia('(min-width: 48rem)').matches
    )
      details.open = true
  }, [])
  const url = useUrlForm(list, formRef)
  const live = useLiveForm((form, cause, target) => {
    reconcile(form, target, linked)
    url.go(formHref(list, new FormData(form)), cause)
  })

  const form = (
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
  if (active === undefined) return form
  return (
    <details ref={disclosureRef} className="filter-disclosure">
      <summary>{`Filters (${active})`}</summary>
      {form}
    </details>
  )
}
