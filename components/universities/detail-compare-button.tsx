'use client'

import { useSyncExternalStore } from 'react'

import { addToComparison, MAX_COMPARE } from '@/lib/universities/compare'
import { readComparison, subscribeToComparison } from '@/lib/universities/compare-storage'
import type { UniversitiesState } from '@/lib/universities/state'
import { listHref, type ListUrl } from '@/lib/url-state'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'

import { CompareLink } from './compare-link'

const EMPTY = '[]'

/** On a university's own page: adds it to the remembered comparison and opens the Compare tab. */
export function DetailCompareButton({
  list,
  slug,
  name,
  size,
}: {
  /** The universities list, whose Compare tab the button opens. */
  list: ListUrl<UniversitiesState>
  slug: string
  name: string
  size?: 'sm'
}) {
  const stored = useSyncExternalStore(
    subscribeToComparison,
    () => JSON.stringify(readComparison()),
    () => EMPTY,
  )
  const current: string[] = JSON.parse(stored)
  const selected = current.includes(slug)
  const next = selected ? current : addToComparison(current, slug)
  const full = !selected && current.length >= MAX_COMPARE
  const href = listHref(list, list.defaults, {
    tab: 'compare',
    compare: full ? current : next,
  })

  return (
    <CompareLink
      href={href}
      next={full ? current : next}
      aria-label={
        selected
          ? `In Comparison: ${name}`
          : full
            ? `Comparison full: view it (${name} not added)`
            : `Compare ${name}`
      }
      className={buttonVariants({ variant: selected ? 'default' : 'secondary', size })}
    >
      {selected ? <Icon name="check" aria-hidden /> : <Icon name="plus" aria-hidden />}
      {selected ? 'In Comparison' : full ? 'Comparison full: view it' : 'Compare'}
    </CompareLink>
  )
}
