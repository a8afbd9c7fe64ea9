import { BadRequestError } from '@/lib/errors'
import { siteConfig } from '@/lib/site'
import type { Application } from '@/lib/validation/application'

/** The optional Idempotency-Key of POST /api/apply: 8-128 letters, digits, - or _ (400 otherwise). */
export function readIdempotencyKey(headers: Headers): string | undefined {
  const key = headers.get('idempotency-key')?.trim()
  if (!key) return undefined
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(key))
    throw new BadRequestError('Idempotency-Key must be 8-128 letters, digits, - or _.')
  return key
}

/** The student's private page for following an application. */
export function trackingPath(trackingToken: string) {
  return `/track/${trackingToken}`
}

/** The tracking page's full address, for e-mails and the back office. */
export function trackingUrl(trackingToken: string) {
  return `${siteConfig.url}${trackingPath(trackingToken)}`
}

/** The one log line per application: when, its level and country, and no other personal data. */
export function applicationLogLine(application: Application, at: Date) {
  return JSON.stringify({
    event: 'application_received',
    timestamp: at.toISOString(),
    hasFirstName: application.firstName.length > 0,
    studyLevel: application.studyLevel,
    preferredCountry: application.preferredCountry,
  })
}
