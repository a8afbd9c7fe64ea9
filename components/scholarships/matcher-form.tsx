'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef } from 'react'

type MatcherFormProps = {
  action: string
  /** Where the results are: a submit scrolls there, with or without JavaScript. */
  resultsId: string
  /** Whether 'Find My Scholarships' was pressed; only then do changes update the results. */
  submitted: boolean
  /** Values that are left out of the URL because they are the defaults. */
  defaults: Record<string, string>
  label: string
  className?: string
  children: React.ReactNode
}

/**
 * A plain GET form (its submit button sends match=1, so matching works without JavaScript) that,
 * with JavaScript, shows the results without a full reload and, once submitted, updates them
 * live as the profile changes (SPEC §4).
 */
export function MatcherForm({
  action,
  resultsId,
  submitted,
  defaults,
  label,
  className,
  children,
}: MatcherFormProps) {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  function apply(form: HTMLFormElement, mode: 'push' | 'replace') {
    const params = new URLSearchParams({ match: '1' })
    for (const [name, value] of new FormData(form)) {
      const text = String(value).trim()
      if (text && defaults[name] !== text) params.set(name, text)
    }
    if (mode === 'push') router.push(`${action}?${params}#${resultsId}`)
    else router.replace(`${action}?${params}`, { scroll: false })
  }

  return (
    <form
      action={`${action}#${resultsId}`}
      method="get"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        clearTimeout(timer.current)
        apply(event.currentTarget, 'push')
      }}
      onChange={(event) => {
        if (!submitted) return
        const form = event.currentTarget
        clearTimeout(timer.current)
        const delay = (event.target as HTMLElement).tagName === 'SELECT' ? 0 : 350
        timer.current = setTimeout(() => apply(form, 'replace'), delay)
      }}
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
    <Link
      href={`${href}#${focusId}`}
      scroll={false}
      className={className}
      onClick={() => document.getElementById(focusId)?.focus()}
    >
      {children}
    </Link>
  )
}
