import { randomUUID } from 'node:crypto'

/**
 * A fresh stamp, for a `'use cache'` function to hold under a data set's tags: it changes exactly
 * when that cache entry is filled again (a save or a refresh dropped the tag, or it expired).
 */
export const newStamp = (): string => randomUUID()

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * One parsed copy per process of a large cached data set. Next's cache hands back a new copy,
 * deserialised again, on every hit; for the university profiles (about 400 KB) that cost more than
 * rendering the list page itself. Here the cache holds only a stamp under the data set's tags and
 * lifetime, and `load` runs again when the stamp changes, so a save still shows within seconds.
 * Every caller shares the copy, so it is frozen: code that would change it throws instead of
 * changing what the next request sees. A failed load is not kept.
 */
export function sharedCopy<T>(
  stamp: () => Promise<string>,
  load: () => Promise<T>,
): () => Promise<T> {
  let held: { stamp: string; value: Promise<T> } | undefined
  return async () => {
    const current = await stamp()
    if (held?.stamp !== current) {
      const value = load().then(deepFreeze)
      const entry = { stamp: current, value }
      held = entry
      value.catch(() => {
        if (held === entry) held = undefined
      })
    }
    return held.value
  }
}
