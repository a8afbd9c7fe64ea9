// Types of scripts/server/html-cache.mjs (plain JavaScript: the production server runs it as is).
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { LRUCache } from 'lru-cache'

type Headers = Record<string, string | string[] | number | undefined>

export interface StoredPage {
  headers: Record<string, string>
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer }
}

export const CACHED_PAGES: Set<string>
export const CACHE_DEFAULTS: {
  ttlMs: number
  maxBytes: number
  maxQueryLength: number
  maxSeenKeys: number
}
export function pageRequest(request: {
  method?: string
  url?: string
  headers: Headers
}): { path: string; query: string } | null
export function cacheKey(
  request: { method?: string; url?: string; headers: Headers },
  options?: { maxQueryLength?: number },
): string | null
export function scriptHash(text: string): string
export function inlineScriptHashes(html: string): Set<string>
export function withScriptSources(policy: string, hashes: Iterable<string>): string
export function withScriptHashes(
  html: string,
  policy: string,
): { html: string; policy: string; nonce: string } | null
export function pageToStore(response: {
  statusCode: number
  headers: Headers
  body: Buffer
}): StoredPage | null
export function bodyIn(page: StoredPage, encoding: 'br' | 'gzip' | 'identity'): Buffer
export function decodeBody(body: Buffer, encoding: unknown): Buffer | null
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
): 'br' | 'gzip' | 'identity'
export function createPageCache(options?: {
  ttlMs?: number
  maxBytes?: number
}): LRUCache<string, StoredPage>
export function createSeenKeys(options?: {
  ttlMs?: number
  maxKeys?: number
}): LRUCache<string, true>
export function withPageCache(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  options?: {
    cache?: LRUCache<string, StoredPage>
    seen?: LRUCache<string, true>
    maxQueryLength?: number
  },
): (request: IncomingMessage, response: ServerResponse) => unknown
