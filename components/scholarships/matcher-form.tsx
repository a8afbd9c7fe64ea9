'use client'

import { useRef } from 'react'

import type { ScholarshipsState } from '@/lib/scholarships/state'
import { formHref, type ListUrl } from '@/lib/url-state'
import { IntentLink } from '@/components/ui/intent-link'
import { useLiveForm } from '@/components/list/use-live-form'
import { useUrlForm } from '@/components/list/use-url-form'

type MatcherFormProps = {
  /** The Scholarship Hub's path and default state: values at their defaults stay out of the URL. */
  list: ListUrl<ScholarshipsState>
  /** Where the results are: a submit scrolls there, with or without JavaScript. */
  resultsId: string
  /** Whether 'Find My Scholarships' was pressed; only then do changes update the results. */
  submitted: boolean
  label: string
  className?: string
  children: React.ReactNode
}

/**
 * A plain GET form (its submit button sends match=1, so matching works without JavaScript) that,
 * with JavaScript, shows the results without a full reload and, once submitted, updates them
 * live as the profile changes. Each committed change is a history entry, so Back restores the
 * previous profile and its results; the fields always show what the URL says.
 */
export function MatcherForm({
  list,
  resultsId,
  submitted,
  label,
  className,
  children,
}: MatcherFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const url = useUrlForm(list, formRef)
  const live = useLiveForm((form, cause) => {
    url.go(formHref(list, new FormData(form), { match: '1' }), cause, resultsId)
  })

  return (
    <form
      ref={formRef}
      action={`${list.path}#${resultsId}`}
      method="get"
      aria-label={label}
      className={className}
      onSubmit={live.onSubmit}
      onChange={submitted ? live.onChange : undefined}
      onBlur={url.onBlur}
    >
      {children}
    </form>
  )
}

/** 'Modify Search Criteria': back to the form with the profile kept, focus on its first field. */
export function ModifySearchLink({
  href,
  focusId,
  className,
  children,
}: {
  href: string
  focusId: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <IntentLink
      href={`${href}#${focusId}`}
      scroll={false}
      className={className}
      onClick={() => document.getElementById(focusId)?.focus()}
    >
      {children}
    </IntentLink>
  )
}
