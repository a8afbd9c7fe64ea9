/** Runs once per server process, before it serves. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { openDatabaseAtStartup } = await import('./lib/db/startup')
    await openDatabaseAtStartup()
  }
}
