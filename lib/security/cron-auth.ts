import { createHash, timingSafeEqual } from 'node:crypto'

export type CronAuth = 'ok' | 'unauthorised' | 'not-configured'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Whether a scheduler's request carries the cron secret (`Authorization: Bearer <secret>`, as
 * Vercel Cron sends it). Compared in constant time over digests, so neither the secret's content
 * nor its length leaks through timing. Without a configured secret nobody may run it.
 */
export function checkCronAuth(authorization: string | null, secret: string | undefined): CronAuth {
  if (!secret) return 'not-configured'
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(given), digest(secret)) ? 'ok' : 'unauthorised'
}
