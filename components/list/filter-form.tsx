'use client'

import { useRouter } from 'next/navigation'
import { useRef } from 'react'

type FilterFormProps = {
  action: string
  /** Values that are left out of the URL because they are the defaults. */
  defaults: Record<string, string>
  children: React.ReactNode
  className?: string
  label: string
}

/**
 * A plain GET form (so filtering works without JavaScript) that, with JavaScript, applies each
 * change at once: selects immediately, typing after a short pause. Omitting `page` sends the
 * list back to page 1 (SPEC §4).
 */
export function FilterForm({ action, defaults, children, className, label }: FilterFormProps) {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  function apply(form: HTMLFormElement) {
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      const text = String(value).trim()
      if (text && defaults[name] !== text) params.set(name, text)
    }
    const query = params.toString().replace(/%2C/g, ',')
    router.replace(query ? `${action}?${query}` : action, { scroll: false })
  }

  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        clearTimeout(timer.current)
        apply(event.currentTarget)
      }}
      onChange={(event) => {
        const form = event.currentTarget
        clearTimeout(timer.current)
        const delay = (event.target as HTMLElement).tagName === 'SELECT' ? 0 : 350
        timer.current = setTimeout(() => apply(form), delay)
      }}
    >
      {children}
    </form>
  )
}
