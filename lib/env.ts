import 'server-only'

import { randomBytes } from 'node:crypto'

import { z } from 'zod'

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true')

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string. Unset: the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** Folder of the embedded database (one process at a time). */
  DATA_DIR: z.string().trim().min(1).default('.data/pglite'),
  /** Redis for the rate-limit counters shared by every instance. Unset: PostgreSQL if configured, else memory. */
  REDIS_URL: optionalUrl,
  /**
   * How many proxies in front of the app append to X-Forwarded-For and can be trusted. 0 (default):
   * the client is the socket peer, whatever headers it sends.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === 'true' ? '1' : v === 'false' || !v ? '0' : v))
    .pipe(z.string().regex(/^\d$/, 'a hop count from 0 to 9, or true/false'))
    .transform(Number),
  /** SMTP server for confirmation e-mails, e.g. smtp://user:pass@host:587. Unset: e-mails are logged, not sent. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('Study Abroad Compass <admissions@studyabroadcompass.org>'),
  /** Serves routes used only by the end-to-end suite (/test-error, the database outage switch). */
  ENABLE_TEST_ROUTES: flag,
  /** Encrypts and signs the staff session cookie. Required in production; elsewhere a generated one. */
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(32, 'at least 32 characters').optional()),
  /** Set by `next build`: no request is served then, so production secrets are not needed yet. */
  NEXT_PHASE: z.string().optional(),
})

const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET && e.NEXT_PHASE !== 'phase-production-build')
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message:
        'required in production (at least 32 random characters, e.g. `openssl rand -hex 32`)',
    })
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = checkedEnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`)
  }
  return parsed.data
}

export const env = parseEnv(process.env)

// One per process, even though Next bundles this module separately for instrumentation and routes.
const generated = globalThis as typeof globalThis & { __studyAbroadSessionSecret?: string }

/** SESSION_SECRET, or outside production a random one (staff sessions then end when the server stops). */
export function sessionSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  if (!generated.__studyAbroadSessionSecret) {
    console.warn(
      'SESSION_SECRET is not set: using a random one, so staff sign-ins last until this process stops. Set it in .env.local to keep them.',
    )
    generated.__studyAbroadSessionSecret = randomBytes(32).toString('hex')
  }
  return generated.__studyAbroadSessionSecret
}
