import 'server-only'

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
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`)
  }
  return parsed.data
}

export const env = parseEnv(process.env)
