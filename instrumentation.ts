/** Runs once per server process, before it serves. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    let startup: typeof import('./lib/db/startup')
    try {
      startup = await import('./lib/db/startup')
    } catch (error) {
      // An invalid environment (lib/env.ts, e.g. a malformed DATABASE_URL): refuse to start rather
      // than serve a 500 for every request.
      console.error((error as Error).message)
      process.exit(1)
    }
    const { env } = await import('./lib/env')
    const { guardIncomingRequests } = await import('./lib/security/incoming-requests')
    guardIncomingRequests({ ignoreForwardedFor: env.TRUST_PROXY === 0 })
    await startup.openDatabaseAtStartup()
  }
}

/**
 * A render that failed: when the database was the cause (the data's cache hides the driver's error,
 * so it is asked), the next pages answer 503 from proxy.ts until it is back.
 */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ isStoreFailure }, { noteStoreFailure }, { storeReachable }] = await Promise.all([
    import('./lib/db/errors'),
    import('./lib/db/outage'),
    import('./lib/site/store-pages'),
  ])
  if (isStoreFailure(error) || !(await storeReachable().catch(() => true))) noteStoreFailure()
}
