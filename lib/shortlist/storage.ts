// The shortlist kept in this browser (client only). Every change fires an event so that all Save
// toggles on the page, and those in other tabs (the storage event), show the same state.
import { EMPTY_SHORTLIST, normaliseShortlist, type Shortlist } from '@/lib/shortlist'

const STORAGE_KEY = 'shortlist'
const EVENT = 'shortlist-change'

export function readShortlist(): Shortlist {
  try {
    return normaliseShortlist(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}'))
  } catch {
    return EMPTY_SHORTLIST
  }
}

/** The stored shortlist as text: a stable snapshot for useSyncExternalStore. */
export function readShortlistText(): string {
  return JSON.stringify(readShortlist())
}

export const EMPTY_SHORTLIST_TEXT = JSON.stringify(EMPTY_SHORTLIST)

export function saveShortlist(list: Shortlist) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(normaliseShortlist(list)))
  } catch {
    // Storage may be full or blocked (private mode); the /shortlist link still holds the list.
  }
  window.dispatchEvent(new Event(EVENT))
}

export function subscribeToShortlist(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(EVENT, onChange)
  }
}
