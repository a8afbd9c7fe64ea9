import 'server-only'

import { randomUUID, timingSafeEqual } from 'node:crypto'
import { revalidateTag } from 'next/cache'

import { REVALIDATE_CHANNEL } from '@/lib/cache/channel.mjs'
import { env } from '@/lib/env'

export { REVALIDATE_CHANNEL }
/** The route through which an instance revalidates tags it heard about (app/api/cache/revalidate). */
export const LOCAL_REVALIDATE_PATH = '/api/cache/revalidate'
export const LOCAL_TOKEN_HEADER = 'x-revalidate-token'

type Connection = {
  publish(channel: string, message: string): Promise<unknown>
  quit(): Promise<unknown>
}
type State = {
  /** Tells this instance's own messages apart from the others'. */
  instanceId: string
  /** Made per process and never sent anywhere but this process's own loopback request. */
  localToken: string
  publisher?: Promise<Connection>
  listening?: boolean
}
const holder = globalThis as typeof globalThis & { __studyAbroadRevalidate?: State }

function state(): State {
  holder.__studyAbroadRevalidate ??= { instanceId: randomUUID(), localToken: randomUUID() }
  return holder.__studyAbroadRevalidate
}

// Expired at once rather than served stale while refreshed: a corrected fact must not be shown
// wrong to the next visitor.
const NOW = { expire: 0 }

function revalidateHere(tags: readonly string[]) {
  for (const tag of tags) revalidateTag(tag, NOW)
}

async function connect(url: string, name: string) {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  redis.on('error', (error: Error) => console.error(`Redis (${name}):`, error.message))
  return redis
}

/**
 * After a record changes: drops every cached page and query tagged with `tags`, here at once (call
 * it from a route handler or server action) and, when REDIS_URL is set, on every other instance
 * within a moment. Without Redis there is only this instance to tell.
 */
export async function revalidateRecord(tags: readonly string[]) {
  revalidateHere(tags)
  if (!env.REDIS_URL) return
  const s = state()
  s.publisher ??= connect(env.REDIS_URL, 'revalidation')
  try {
    const publisher = await s.publisher
    await publisher.publish(REVALIDATE_CHANNEL, JSON.stringify({ from: s.instanceId, tags }))
  } catch (error) {
    // This instance is already fresh; the others catch up when their cache lifetime ends.
    console.error(`Could not tell other instances to revalidate: ${(error as Error).message}`)
  }
}

/** Where this server listens, as `next start` records it. */
function ownOrigin() {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN
  if (origin) return origin.replace('://0.0.0.0:', '://127.0.0.1:').replace('://[::]:', '://[::1]:')
  return `http://127.0.0.1:${process.env.PORT ?? 3000}`
}

function parseMessage(message: string): { from: string; tags: string[] } | undefined {
  try {
    const value = JSON.parse(message) as { from?: unknown; tags?: unknown }
    if (
      typeof value.from === 'string' &&
      Array.isArray(value.tags) &&
      value.tags.length <= 100 &&
      value.tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= 256)
    )
      return { from: value.from, tags: value.tags as string[] }
  } catch {
    // not ours
  }
  return undefined
}

/**
 * Started once per server process when REDIS_URL is set: listens for tags other instances
 * revalidated and revalidates them here. Next's revalidateTag works only inside a request, so the
 * tags go through this process's own loopback route, which checks a per-process token.
 */
export async function listenForRevalidation() {
  const s = state()
  if (!env.REDIS_URL || s.listening) return
  s.listening = true
  const subscriber = await connect(env.REDIS_URL, 'revalidation listener')
  subscriber.on('message', (channel: string, message: string) => {
    const parsed = channel === REVALIDATE_CHANNEL ? parseMessage(message) : undefined
    if (!parsed || parsed.from === s.instanceId) return
    fetch(`${ownOrigin()}${LOCAL_REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOCAL_TOKEN_HEADER]: s.localToken },
      body: JSON.stringify({ tags: parsed.tags }),
    }).then(
      (response) => {
        if (!response.ok) console.error(`Revalidation here answered ${response.status}`)
      },
      (error: unknown) => console.error(`Revalidation here failed: ${(error as Error).message}`),
    )
  })
  // ioredis subscribes again by itself after a reconnection.
  await subscriber.subscribe(REVALIDATE_CHANNEL)
}

/**
 * Revalidates `tags` on this instance as soon as it serves, through its own loopback route (start-up
 * work runs before the first request, where revalidateTag cannot run): for pages prerendered at
 * build time from data the database has since changed. Tries for a minute, then gives up quietly.
 */
export function revalidateHereOnceServing(tags: readonly string[]) {
  const s = state()
  const started = Date.now()
  const attempt = () => {
    fetch(`${ownOrigin()}${LOCAL_REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOCAL_TOKEN_HEADER]: s.localToken },
      body: JSON.stringify({ tags }),
    }).then(
      (response) => {
        if (!response.ok) console.error(`Revalidation here answered ${response.status}`)
      },
      () => {
        if (Date.now() - started < 60_000) setTimeout(attempt, 500).unref()
      },
    )
  }
  setTimeout(attempt, 200).unref()
}

/** True only for the loopback request listenForRevalidation makes in this same process. */
export function isLocalRevalidation(request: Request) {
  const given = Buffer.from(request.headers.get(LOCAL_TOKEN_HEADER) ?? '')
  const expected = Buffer.from(state().localToken)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The loopback route's work: the tags another instance revalidated, revalidated here. */
export function revalidateFromOtherInstance(tags: readonly string[]) {
  revalidateHere(tags)
}
