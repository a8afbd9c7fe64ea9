import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { eq, sql } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { cacheProbes } from '@/lib/db/schema'

// A value read the way pages read records (a cached query with a tag per record), for the test
// route that proves a change made through one instance shows on the others.

export const probeTag = (key: string) => `probe:${key}`

export async function readProbe(key: string): Promise<string | null> {
  'use cache'
  cacheTag(probeTag(key))
  cacheLife('days')
  const db = await getDb()
  const [row] = await db.select().from(cacheProbes).where(eq(cacheProbes.key, key)).limit(1)
  return row?.value ?? null
}

export async function writeProbe(key: string, value: string) {
  const db = await getDb()
  await db
    .insert(cacheProbes)
    .values({ key, value })
    .onConflictDoUpdate({ target: cacheProbes.key, set: { value: sql`excluded.value` } })
}
