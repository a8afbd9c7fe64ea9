'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'

import {
  normaliseShortlist,
  SHORTLIST_PATH,
  shortlistHref,
  shortlistSize,
  type Shortlist,
} from '@/lib/shortlist'
import {
  EMPTY_SHORTLIST_TEXT,
  readShortlist,
  readShortlistText,
  saveShortlist,
  subscribeToShortlist,
} from '@/lib/shortlist/storage'
import { buttonVariants } from '@/components/ui/button-variants'

/**
 * /shortlist without saved ids shows what this browser saved, by replacing the URL with the
 * shareable one (keeping `view`: the order and currency asked). With ids (a shared link) it offers
 * to keep that list in this browser.
 */
export function ShortlistSync({
  shown,
  view = {},
}: {
  shown: Shortlist
  view?: Record<string, string>
}) {
  const router = useRouter()
  const shownHref = shortlistHref(shown)
  const empty = shortlistSize(shown) === 0

  useEffect(() => {
    if (!empty) return
    const stored = readShortlist()
    if (shortlistSize(stored))
      router.replace(shortlistHref(stored, SHORTLIST_PATH, view), { scroll: false })
  }, [empty, router, view])

  const stored = useSyncExternalStore(
    subscribeToShortlist,
    readShortlistText,
    () => EMPTY_SHORTLIST_TEXT,
  )
  const storedHref = shortlistHref(normaliseShortlist(JSON.parse(stored)))
  if (empty || storedHref === shownHref) return null

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
      <p>This list differs from the one saved in this browser.</p>
      <button
        type="button"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        onClick={() => saveShortlist(shown)}
      >
        Keep this list in this browser
      </button>
    </div>
  )
}
