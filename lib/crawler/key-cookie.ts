import 'server-only'

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { CRAWLER_MESSAGES } from '@/lib/crawler/messages'
import { env } from '@/lib/env'
import { HttpError } from '@/lib/errors'

// The crawler key lives only here: sealed with AES-256-GCM in an httpOnly cookie that page scripts
// cannot read and that is sent to /api/crawl/* alone, so the key never reaches page scripts.

export const KEY_COOKIE = '__Secure-crawler-key'
export const KEY_COOKIE_PATH = '/api/crawl'
/** A saved key is forgotten after 7 days. */
export const KEY_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

type SealOptions = { now?: number; secret?: string }

const aesKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'crawler-key-cookie', 'aes-256-gcm v1', 32))

/** The cookie value for `apiKey`: the key and its expiry, encrypted and authenticated. */
export function sealApiKey(apiKey: string, { now = Date.now(), secret }: SealOptions = {}) {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', aesKey(secret ?? env.CRAWLER_COOKIE_SECRET), iv)
  cipher.setAAD(Buffer.from(KEY_COOKIE))
  const payload = JSON.stringify({ k: apiKey, exp: now + KEY_COOKIE_MAX_AGE_SECONDS * 1000 })
  const sealed = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`
}

/** The key in a cookie value, or undefined when it is expired, tampered with or not ours. */
export function unsealApiKey(value: string, { now = Date.now(), secret }: SealOptions = {}) {
  const [version, data] = value.split('.')
  if (version !== VERSION || !data) return undefined
  try {
    const bytes = Buffer.from(data, 'base64url')
    if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined
    const decipher = createDecipheriv(
      'aes-256-gcm',
      aesKey(secret ?? env.CRAWLER_COOKIE_SECRET),
      bytes.subarray(0, IV_BYTES),
    )
    decipher.setAAD(Buffer.from(KEY_COOKIE))
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
    const { k, exp } = JSON.parse(plain) as { k?: unknown; exp?: unknown }
    if (typeof k !== 'string' || !k || typeof exp !== 'number' || exp <= now) return undefined
    return k
  } catch {
    return undefined
  }
}

export type KeyCookie =
  { state: 'absent' } | { state: 'invalid' } | { state: 'valid'; apiKey: string }

/** Reads the key cookie of a request: absent, unusable (to be cleared) or valid. */
export function readKeyCookie(headers: Headers, options?: SealOptions): KeyCookie {
  const value = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${KEY_COOKIE}=`))
    ?.slice(KEY_COOKIE.length + 1)
  if (value === undefined) return { state: 'absent' }
  const apiKey = unsealApiKey(value, options)
  return apiKey ? { state: 'valid', apiKey } : { state: 'invalid' }
}

const ATTRIBUTES = `Path=${KEY_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`

export const keyCookieHeader = (apiKey: string) =>
  `${KEY_COOKIE}=${sealApiKey(apiKey)}; Max-Age=${KEY_COOKIE_MAX_AGE_SECONDS}; ${ATTRIBUTES}`

export const clearKeyCookieHeader = () => `${KEY_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`

/** The saved key, or a 401 'Please set your API key first' that also clears an unusable cookie. */
export function requireApiKey(headers: Headers): string {
  const cookie = readKeyCookie(headers)
  if (cookie.state === 'valid') return cookie.apiKey
  throw new HttpError(
    401,
    'no_key',
    CRAWLER_MESSAGES.setKeyFirst,
    undefined,
    cookie.state === 'invalid' ? { 'Set-Cookie': clearKeyCookieHeader() } : undefined,
  )
}
