// Loads server modules afresh under a given environment (lib/env.ts reads process.env once, on import).

const ORIGINAL_ENV = { ...process.env }
const KEYS = [
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'TRUST_PROXY',
  'SMTP_URL',
  'ENABLE_TEST_ROUTES',
  'FIRECRAWL_API_URL',
  'CRAWLER_COOKIE_SECRET',
  'SESSION_SECRET',
] as const

export type AppEnv = Partial<Record<(typeof KEYS)[number], string>>

function applyEnv(vars: AppEnv) {
  for (const key of KEYS) delete process.env[key]
  // jest.setup.ts's fixed secret, unless a test sets its own.
  if (ORIGINAL_ENV.CRAWLER_COOKIE_SECRET)
    process.env.CRAWLER_COOKIE_SECRET = ORIGINAL_ENV.CRAWLER_COOKIE_SECRET
  Object.assign(process.env, vars)
  jest.resetModules()
}

export async function loadApp(vars: AppEnv) {
  applyEnv(vars)
  const [route, db, applications, limits] = await Promise.all([
    import('@/app/api/apply/route'),
    import('@/lib/db/client'),
    import('@/lib/db/applications'),
    import('@/lib/security/rate-limit'),
  ])
  return { route, db, applications, limits }
}

/** The crawler's route handlers, loaded afresh under `vars`. */
export async function loadCrawlerApp(vars: AppEnv) {
  applyEnv(vars)
  const [crawl, crawlById, key, keyCookie, limits] = await Promise.all([
    import('@/app/api/crawl/route'),
    import('@/app/api/crawl/[id]/route'),
    import('@/app/api/crawl/key/route'),
    import('@/lib/crawler/key-cookie'),
    import('@/lib/security/rate-limit'),
  ])
  return { crawl, crawlById, key, keyCookie, limits }
}

export async function unloadCrawlerApp(
  app: Awaited<ReturnType<typeof loadCrawlerApp>> | undefined,
) {
  await app?.limits.resetRateLimits()
  process.env = { ...ORIGINAL_ENV }
}

export async function unloadApp(app: Awaited<ReturnType<typeof loadApp>> | undefined) {
  await app?.limits.resetRateLimits()
  await app?.db.closeDatabase()
  process.env = { ...ORIGINAL_ENV }
}
