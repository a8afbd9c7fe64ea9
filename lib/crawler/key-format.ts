import { CRAWLER_MESSAGES } from '@/lib/crawler/messages'

/** A key shorter than this fails the key test without reaching the service. */
export const API_KEY_MIN_LENGTH = 10
const API_KEY_MAX_LENGTH = 256

export type KeyCheck = { ok: true; key: string } | { ok: false; message: string }

/** Trims the typed key and checks its shape; the service alone decides whether it is valid. */
export function checkApiKeyFormat(input: string): KeyCheck {
  const key = input.trim()
  if (!key) return { ok: false, message: CRAWLER_MESSAGES.enterKey }
  // The key goes into an Authorization header: printable ASCII without spaces only.
  if (
    key.length < API_KEY_MIN_LENGTH ||
    key.length > API_KEY_MAX_LENGTH ||
    !/^[\x21-\x7e]+$/.test(key)
  )
    return { ok: false, message: CRAWLER_MESSAGES.keyFormat }
  return { ok: true, key }
}
