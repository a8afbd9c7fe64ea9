// What this process last learned about the database, kept without asking it on every request: a
// failure anywhere (a page, a route, the pool) marks it away until a probe finds it back
// (lib/site/store-pages.ts). One record per process, whichever bundle imports this.

type StoreHealth = { down: boolean; since: number; probe?: Promise<boolean> }
const health = globalThis as typeof globalThis & { __studyAbroadStoreHealth?: StoreHealth }

export function storeHealth(): StoreHealth {
  return (health.__studyAbroadStoreHealth ??= { down: false, since: 0 })
}

/** Records that the database could not be reached just now. */
export function noteStoreFailure(now = Date.now()) {
  const state = storeHealth()
  state.down = true
  state.since = now
}

/** Records that the database answered. */
export function noteStoreRecovered() {
  const state = storeHealth()
  state.down = false
  state.since = Date.now()
}
