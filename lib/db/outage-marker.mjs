// How scripts/server.mjs learns that the page it is serving failed because the database (or the
// rate-limit store) is away: readForPage (lib/db/page-read.ts) marks the request, and the server
// answers that request's 500 as 503; any other 500 stays a 500. Both run in the one server
// process, but Next bundles its own copy of this module, so the storage lives on globalThis.
import { AsyncLocalStorage } from 'node:async_hooks'

const KEY = Symbol.for('study-abroad-guide.store-outage-marker')
/** @type {AsyncLocalStorage<{ outage: boolean }>} */
const storage = (globalThis[KEY] ??= new AsyncLocalStorage())

/** Runs `serve` with `marker` as the current request's; markStoreOutage() sets `marker.outage`. */
export function runWithOutageMarker(marker, serve) {
  return storage.run(marker, serve)
}

/** Marks the request being served as failed by a store outage (nothing outside runWithOutageMarker). */
export function markStoreOutage() {
  const marker = storage.getStore()
  if (marker) marker.outage = true
}
