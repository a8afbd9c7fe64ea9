'use client'

import { useRouter } from 'next/navigation'
import { useSyncExternalStore, type FormEvent, type ReactNode } from 'react'

import { heroSearchHref } from '@/lib/universities/options'
import type { UniversitiesState } from '@/lib/universities/state'
import type { ListUrl } from '@/lib/url-state'

const noSubscription = () => () => {}

/**
 * A plain GET form to /universities. Without JavaScript the browser's own validation stops a blank
 * term (required + a non-blank pattern); with JavaScript a blank submit silently does nothing. The
 * fields are rendered on the server and passed in as children.
 */
export function HeroSearchForm({
  list,
  children,
}: {
  list: ListUrl<UniversitiesState>
  children: ReactNode
}) {
  const router = useRouter()
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const term = new FormData(event.currentTarget).get('search')
    const href = heroSearchHref(typeof term === 'string' ? term : '', list)
    if (href) router.push(href)
  }

  return (
    <form
      action={list.path}
      method="get"
      role="search"
      aria-label="Search universities"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="flex w-full max-w-xl gap-2"
    >
      {children}
    </form>
  )
}
