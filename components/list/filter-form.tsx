'use client'

import { useRouter } from 'next/navigation'

import { formHref, type ListUrl, type ParamValue } from '@/lib/url-state'

import { useLiveForm } from './use-live-form'

type FilterFormProps<T extends Record<string, ParamValue>> = {
  /** The list's path and default state: values at their defaults stay out of the URL. */
  list: ListUrl<T>
  children: React.ReactNode
  className?: string
  label: string
}

/**
 * A plain GET form (so filtering works without JavaScript) that, with JavaScript, applies each
 * change at once: selects immediately, typing after a short pause. A filter change sends the list
 * back to page 1, as the form has no `page` field.
 */
export function FilterForm<T extends Record<string, ParamValue>>({
  list,
  children,
  className,
  label,
}: FilterFormProps<T>) {
  const router = useRouter()
  const live = useLiveForm((form) =>
    router.replace(formHref(list, new FormData(form)), { scroll: false }),
  )

  return (
    <form
      action={list.path}
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={live.onSubmit}
      onChange={live.onChange}
    >
      {children}
    </form>
  )
}
