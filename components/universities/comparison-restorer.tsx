'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { readComparison, saveComparison } from '@/lib/universities/compare-storage'
import type { UniversitiesState } from '@/lib/universities/state'
import { listHref, type ListUrl } from '@/lib/url-state'

/** Remembers the comparison in the URL, and brings the last one back when the URL has none. */
export function ComparisonRestorer({
  list,
  state,
}: {
  list: ListUrl<UniversitiesState>
  state: UniversitiesState
}) {
  const router = useRouter()
  const key = state.compare.join(',')

  useEffect(() => {
    if (state.compare.length) {
      saveComparison(state.compare)
      return
    }
    const stored = readComparison()
    if (stored.length) router.replace(listHref(list, state, { compare: stored }), { scroll: false })
    // `key` stands for the comparison; the rest of the state only shapes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  return null
}
