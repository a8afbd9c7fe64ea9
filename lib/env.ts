import 'server-only'

import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { z } from 'zod'

import { HttpError } from '@/lib/errors'

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

/** Free text shown as the operator wrote it; empty means unset. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().max(max, `at most ${max} characters`).optional())

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string. Unset: the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** Folder of the embedded database (one process at a time). */
  DATA_DIR: z.string().trim().min(1).default('.data/pglite'),
  /**
   * Folder of generated open-data tables the server loads into the database at start-up (a
   * refresh's <cache>/generated, or the end-to-end suite's fixture tables). Unset: data/generated.
   */
  OPEN_DATA_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** Redis for the rate-limit counters shared by every instance. Unset: PostgreSQL if configured, else memory. */
  REDIS_URL: optionalUrl,
  /**
   * How many proxies in front of the app write X-Forwarded-For (our nginx, a CDN): the client is that
   * many hops from the end. Unset: 0 (1 on Vercel, whose edge writes it), so plain `next start`
   * counts each client by the connection's address and ignores a header the client sent.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (!v ? undefined : v === 'true' ? '1' : v === 'false' ? '0' : v))
    .pipe(z.string().regex(/^\d$/, 'a hop count from 0 to 9, or true/false').optional())
    .transform((v) => (v === undefined ? undefined : Number(v))),
  /** Set to 1 by Vercel on its deployments. */
  VERCEL: z.string().optional(),
  /** SMTP server for confirmation e-mails, e.g. smtp://user:pass@host:587. Unset: e-mails are logged, not sent. */
  SMTP_URL: optionalUrl,
  /** Sender of those e-mails. Unset: the site's name at OPERATOR_EMAIL, else a placeholder address. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Serves routes used only by the end-to-end suite (/test-error, the database outage switch). */
  ENABLE_TEST_ROUTES: flag,
  /** Base URL of the Firecrawl API, for a self-hosted service. Unset: the Firecrawl cloud. */
  FIRECRAWL_API_URL: optionalUrl
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .transform((v) => (v ?? FIRECRAWL_CLOUD_URL).replace(/\/+$/, '')),
  /** Signs and encrypts the staff session cookie. Production without it: staff sign-in is disabled. */
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(32, 'at least 32 characters').optional()),
  /** Encrypts the crawler key cookie (32+ characters). Unset: a random one per process, with a warning. */
  CRAWLER_COOKIE_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(32, 'at least 32 characters').optional()),
  // Who runs the site: shown in the footer, on the contact, about and privacy pages and in the
  // Organization JSON-LD. Each unset value is left out; nothing stands in for it.
  /** Legal name of the organisation that runs the site. */
  OPERATOR_NAME: optionalText(200),
  /** Postal address, on one line. */
  OPERATOR_ADDRESS: optionalText(300),
  /** Telephone number, in international form. */
  OPERATOR_PHONE: optionalText(40).pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ().-]{5,38}$/, 'a telephone number such as +44 20 7946 0000')
      .optional(),
  ),
  /** Address for questions, applications and privacy requests. */
  OPERATOR_EMAIL: optionalText(254).pipe(z.email('an e-mail address').optional()),
  /** Company registration, as it should read (for example "Registered in England and Wales, no. 01234567"). */
  OPERATOR_COMPANY_NUMBER: optionalText(200),
  /** The data controller of the personal data, when it is not the operator. Unset: the operator. */
  OPERATOR_DATA_CONTROLLER: optionalText(200),
  /**
   * Bearer secret of GET /api/cron/refresh (Vercel Cron sends it; a timer's curl must too). Unset:
   * the route answers 503 and nothing can start a refresh through it.
   */
  CRON_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(16, 'at least 16 characters').optional()),
  /**
   * Folder of data:refresh's downloads, last good copies and import output. Unset: .data/open-cache,
   * or on Vercel (whose functions may write only there) a folder under the system's temporary one.
   */
  DATA_REFRESH_CACHE_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /**
   * The cron route reads the sources from this folder instead of their publishers (CI, the
   * end-to-end suite, a machine without internet access). Unset: the publishers.
   */
  DATA_REFRESH_OFFLINE_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** Set by `next build`: nothing is served, so production-only requirements wait for the server. */
  NEXT_PHASE: z.string().optional(),
})

const FIRECRAWL_CLOUD_URL = 'https://api.firecrawl.dev'

// Unset secrets are generated per process (with a warning) rather than refused, so a fresh machine's
// `npm start` serves the whole site; features that must not run on a throwaway secret check for it.
const completeEnvSchema = envSchema.transform(({ NEXT_PHASE, VERCEL, ...e }) => ({
  ...e,
  TRUST_PROXY: e.TRUST_PROXY ?? (VERCEL === '1' ? 1 : 0),
  /** Vercel's VERCEL=1: a function there holds only its traced files and writes only to tmpdir(). */
  ON_VERCEL: VERCEL === '1',
  DATA_REFRESH_CACHE_DIR:
    e.DATA_REFRESH_CACHE_DIR ??
    (VERCEL === '1' ? path.join(tmpdir(), 'study-abroad-open-cache') : '.data/open-cache'),
  /** True while `next build` runs: nothing is served, and no database holds the open data yet. */
  BUILDING: isBuild({ NEXT_PHASE }),
  MAIL_FROM:
    e.MAIL_FROM ??
    (e.OPERATOR_EMAIL
      ? `Study Abroad Compass <${e.OPERATOR_EMAIL}>`
      : 'Study Abroad Compass <admissions@studyabroadcompass.org>'),
  CRAWLER_COOKIE_SECRET: e.CRAWLER_COOKIE_SECRET ?? generatedSecret(!isBuild({ NEXT_PHASE })),
}))

const isBuild = (e: { NEXT_PHASE?: string }) => e.NEXT_PHASE === 'phase-production-build'

// One per process (Next loads this module once per bundle): cookies sealed by one route open in another.
const processState = globalThis as typeof globalThis & { __crawlerCookieSecret?: string }

function generatedSecret(warn: boolean) {
  if (!processState.__crawlerCookieSecret) {
    processState.__crawlerCookieSecret = randomBytes(32).toString('base64url')
    if (warn)
      console.warn(
        'CRAWLER_COOKIE_SECRET is unset: using a random one for this process, so saved crawler keys ' +
          'are forgotten on restart and not shared between instances. Set it (32+ characters) in production.',
      )
  }
  return processState.__crawlerCookieSecret
}

export type Env = z.infer<typeof completeEnvSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = completeEnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`)
  }
  return parsed.data
}

export const env = parseEnv(process.env)

export class StaffSignInDisabledError extends HttpError {
  constructor() {
    super(
      503,
      'staff_sign_in_disabled',
      'Staff sign-in is disabled until SESSION_SECRET is set on the server.',
    )
  }
}

// One per process, even though Next bundles this module separately for instrumentation and routes.
const generated = globalThis as typeof globalThis & { __studyAbroadSessionSecret?: string }

/**
 * SESSION_SECRET, or outside production a random one (staff sessions then end when the server
 * stops). In production without it, staff sign-in is disabled rather than run on a throwaway key.
 */
export function sessionSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  if (env.NODE_ENV === 'production') throw new StaffSignInDisabledError()
  if (!generated.__studyAbroadSessionSecret) {
    console.warn(
      'SESSION_SECRET is not set: using a random one, so staff sign-ins last until this process stops. Set it in .env.local to keep them.',
    )
    generated.__studyAbroadSessionSecret = randomBytes(32).toString('hex')
  }
  return generated.__studyAbroadSessionSecret
}
