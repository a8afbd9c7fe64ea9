import 'server-only'

import { sql } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { isStoreFailure } from '@/lib/db/errors'
import { noteStoreFailure, noteStoreRecovered, storeHealth } from '@/lib/db/outage'
import { matchPageRoute } from '@/lib/site/routes'

// Private pages made of one visitor's rows (a tracking page, the back office: `storeProbe` in the
// route table). Next sends a page's status before its content has rendered, so a page that finds
// the database away could only say so under a 200; proxy.ts asks here first and answers 503 with
// Retry-After instead.

export const UNAVAILABLE_RETRY_SECONDS = 30

/** Whether the database answers a one-row query now; a failure other than an outage is thrown. */
export async function storeReachable() {
  try {
    const db = await getDb()
    await db.execute(sql`SELECT 1`)
    return true
  } catch (error) {
    if (isStoreFailure(error)) return false
    throw error
  }
}

/** Whether `pathname` is such a page and the database cannot answer a one-row query now. */
export async function storeDownFor(pathname: string) {
  if (!matchPageRoute(pathname)?.route.storeProbe) return false
  return !(await storeReachable())
}

const PROBE_INTERVAL_MS = 2_000

/**
 * Whether the database is known to be away: no query while it is believed up; while it is
 * believed away, one shared probe every PROBE_INTERVAL_MS to notice that it is back.
 */
export async function storeKnownDown(now = Date.now()): Promise<boolean> {
  const state = storeHealth()
  if (!state.down) return false
  if (now - state.since < PROBE_INTERVAL_MS) return true
  state.probe ??= storeReachable()
    .catch(() => false)
    .then((reachable) => {
      if (reachable) noteStoreRecovered()
      else noteStoreFailure()
      state.probe = undefined
      return !reachable
    })
  return state.probe
}

/** The page shown with that 503: what the pages' own "temporarily unavailable" view says. */
export function unavailablePageHtml() {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Temporarily unavailable</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:6rem 1rem;text-align:center;color:#1f2937}main{max-width:36rem;margin:0 auto}a{color:#2f3fb5}</style>
</head><body><main role="alert"><h1>Temporarily unavailable</h1>
<p>We cannot reach our records right now. Nothing has been lost: please try again in a minute.</p>
<p><a href="">Try again</a> · <a href="/">Home</a></p></main></body></html>`
}
