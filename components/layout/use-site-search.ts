'use client'

import { useEffect, useState } from 'react'

import { SEARCH_QUERY_MIN, type SiteSearchResults } from '@/lib/search/options'

type Answer = { query: string; results?: SiteSearchResults; failed?: boolean }

const DEBOUNCE_MS = 150

/** Results of /api/search for `query`, fetched after a short pause in typing; stale answers are dropped. */
export function useSiteSearch(query: string) {
  const q = query.trim()
  const [answer, setAnswer] = useState<Answer>({ query: '' })

  useEffect(() => {
    if (q.length < SEARCH_QUERY_MIN) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?${new URLSearchParams({ q })}`, {
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(`Search answered ${response.status}`)
        setAnswer({ query: q, results: (await response.json()) as SiteSearchResults })
      } catch {
        if (!controller.signal.aborted) setAnswer({ query: q, failed: true })
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q])

  if (q.length < SEARCH_QUERY_MIN) return { status: 'idle' as const, groups: [], answered: '' }
  const current = answer.query === q
  return {
    /** The query the results on screen answer. */
    answered: answer.query,
    status: current
      ? answer.failed
        ? ('error' as const)
        : ('done' as const)
      : ('loading' as const),
    // While the next answer loads, the previous results stay on screen.
    groups: answer.results?.groups ?? [],
    total: current ? (answer.results?.total ?? 0) : undefined,
  }
}
