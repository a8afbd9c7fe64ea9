'use client'

import { useRouter } from 'next/navigation'
import { useSyncExternalStore, type FormEvent } from 'react'

import { SearchIcon } from 'lucide-react'

import { heroSearchHref } from '@/lib/hero-search'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/**
 * A plain GET form to /universities. Without JavaScript the browser's own validation stops a blank
 * term (required + a non-blank pattern); with JavaScript a blank submit silently does nothing.
 */
const noSubscription = () => () => {}

export function HeroSearch() {
  const router = useRouter()
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const term = new FormData(event.currentTarget).get('search')
    const href = heroSearchHref(typeof term === 'string' ? term : '')
    if (href) router.push(href)
  }

  return (
    <form
      action="/universities"
      method="get"
      role="search"
      aria-label="Search universities"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="flex w-full max-w-xl gap-2"
    >
      <label htmlFor="hero-search" className="sr-only">
        Search universities, subjects or programs
      </label>
      <Input
        id="hero-search"
        name="search"
        type="search"
        required
        pattern=".*\S.*"
        title="Type a subject or a university name"
        placeholder="Search subjects or universities, e.g. Computer Science, Oxford"
        className="h-12 bg-background"
        autoComplete="off"
      />
      <Button type="submit" size="lg" className="h-12">
        <SearchIcon aria-hidden />
        Search
      </Button>
    </form>
  )
}
