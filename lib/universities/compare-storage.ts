// The last comparison set, kept in localStorage so it survives visits to other pages (client only).
import { MAX_COMPARE } from '@/lib/universities/compare'

const STORAGE_KEY = 'compare-universities'
const EVENT = 'compare-universities-change'

export function readComparison(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(value)
      ? value.filter((s): s is string => typeof s === 'string').slice(0, MAX_COMPARE)
      : []
  } catch {
    return []
  }
}

export function saveComparison(slugs: string[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(slugs))
    window.dispatchEvent(new Event(EVENT))
  } catch {
    // Storage may be full or blocked (private mode); the URL still holds the set.
  }
}

export function subscribeToComparison(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(EVENT, onChange)
  }
}
