import 'server-only'

import {
  applicationBodyHash,
  createApplication,
  findApplicationByIdempotencyKey,
  type StoredApplication,
} from '@/lib/db/applications'
import { IdempotencyKeyReusedError, RateLimitError } from '@/lib/errors'
import { APPLY_LIMIT, enforceRateLimit } from '@/lib/security/rate-limit'
import type { Application } from '@/lib/validation/application'

// Submissions in flight in this process, by Idempotency-Key: a retry sent before the first answer
// waits for it instead of counting against the rate limit a second time.
const inFlight = new Map<string, Promise<StoredApplication>>()

async function rateLimitedCreate(
  application: Application,
  key: string | undefined,
  client: string,
) {
  try {
    await enforceRateLimit(APPLY_LIMIT, client)
  } catch (error) {
    // Another instance may have stored the first attempt in the meantime.
    const replay =
      key && error instanceof RateLimitError
        ? await findApplicationByIdempotencyKey(key)
        : undefined
    if (replay) return replay
    throw error
  }
  return createApplication(application, { idempotencyKey: key })
}

/**
 * Stores an application once per Idempotency-Key. A retry with a known key is answered from the
 * stored result (or from the first attempt while it is still in flight here) before any rate
 * limit; a known key sent with another application throws IdempotencyKeyReusedError, revealing
 * nothing of the first. Without a key every call counts against the client's limit.
 */
export async function storeApplicationOnce(
  application: Application,
  { key, client }: { key: string | undefined; client: string },
): Promise<StoredApplication> {
  const checked = (saved: StoredApplication) => {
    if (saved.replayed && key && saved.bodyHash !== applicationBodyHash(application))
      throw new IdempotencyKeyReusedError()
    return saved
  }
  const pending = key ? inFlight.get(key) : undefined
  if (pending) {
    const first = await pending.catch(() => undefined)
    if (first) return checked({ ...first, replayed: true })
  }
  const attempt = (async () => {
    const replay = key ? await findApplicationByIdempotencyKey(key) : undefined
    return replay ?? (await rateLimitedCreate(application, key, client))
  })()
  if (key) inFlight.set(key, attempt)
  try {
    return checked(await attempt)
  } finally {
    if (key && inFlight.get(key) === attempt) inFlight.delete(key)
  }
}
