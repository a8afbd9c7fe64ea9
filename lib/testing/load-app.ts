// Loads server modules afresh under a given environment (lib/env.ts reads process.env once, on import).

const ORIGINAL_ENV = { ...process.env }
const KEYS = [
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'TRUST_PROXY',
  'SMTP_URL',
  'ENABLE_TEST_ROUTES',
] as const

export type AppEnv = Partial<Record<(typeof KEYS)[number], string>>

export async function loadApp(vars: AppEnv) {
  for (const key of KEYS) delete process.env[key]
  Object.assign(process.env, vars)
  jest.resetModules()
  const [route, db, applications, limits] = await Promise.all([
    import('@/app/api/apply/route'),
    import('@/lib/db/client'),
    import('@/lib/db/applications'),
    import('@/lib/rate-limit'),
  ])
  return { route, db, applications, limits }
}

export async function unloadApp(app: Awaited<ReturnType<typeof loadApp>> | undefined) {
  await app?.limits.resetRateLimits()
  await app?.db.closeDatabase()
  process.env = { ...ORIGINAL_ENV }
}
