'use client'

import { useEffect, useState } from 'react'

import { callApi } from '@/lib/api-client'
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
      const answered = await callApi<SiteSearchResults>(
        `/api/search?${new URLSearchParams({ q })}`,
        { signal: controller.signal },
      )
      if (controller.signal.aborted) return
      setAnswer(answered.ok ? { query: q, results: answered.data } : { query: q, failed: true })
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
