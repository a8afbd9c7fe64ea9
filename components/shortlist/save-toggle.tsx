'use client'

import { useSyncExternalStore } from 'react'

import {
  isSaved,
  normaliseShortlist,
  SHORTLIST_PATH,
  toggleSaved,
  type ShortlistKind,
} from '@/lib/shortlist'
import {
  EMPTY_SHORTLIST_TEXT,
  readShortlistText,
  saveShortlist,
  subscribeToShortlist,
} from '@/lib/shortlist/storage'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

/**
 * Saves an item to the shortlist kept in this browser. The server (and the first render) shows it
 * unsaved, then it shows the stored state, so hydration never mismatches; every toggle on the
 * page follows the same store. `withLink` adds a link to the shortlist (on detail pages).
 */
export function SaveToggle({
  kind,
  id,
  name,
  size,
  withLink = false,
}: {
  kind: ShortlistKind
  id: string
  name: string
  size?: 'sm'
  withLink?: boolean
}) {
  const stored = useSyncExternalStore(
    subscribeToShortlist,
    readShortlistText,
    () => EMPTY_SHORTLIST_TEXT,
  )
  const list = normaliseShortlist(JSON.parse(stored))
  const saved = isSaved(list, kind, id)

  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        onClick={() => saveShortlist(toggleSaved(list, kind, id))}
        className={buttonVariants({ variant: saved ? 'default' : 'outline', size })}
        data-shortlist={`${kind}:${id}`}
      >
        <Icon name={saved ? 'check' : 'star'} aria-hidden />
        {saved ? 'Saved' : 'Save'}
        <span className="sr-only">{` ${name} to my shortlist`}</span>
      </button>
      {withLink ? (
        <IntentLink href={SHORTLIST_PATH} className={buttonVariants({ variant: 'ghost', size })}>
          My shortlist
        </IntentLink>
      ) : null}
    </>
  )
}
