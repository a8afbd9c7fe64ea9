import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { probeTag, readProbe, writeProbe } from '@/lib/cache/probe'
import { revalidateRecord } from '@/lib/cache/revalidate'
import { env } from '@/lib/env'
import { errorResponse, parseInput, parseJson } from '@/lib/http'
import { z } from '@/lib/validation/zod'

const keySchema = z.string().regex(/^[a-z0-9-]{1,64}$/)
const writeSchema = z.object({ key: keySchema, value: z.string().max(200) })

/**
 * GET /api/test/cache-probe?key=<key>: the key's value through a cached, tagged query.
 * POST { key, value }: stores it and revalidates the tag on every instance.
 * Served only when ENABLE_TEST_ROUTES is set (a 404 everywhere else).
 */
export async function GET(request: Request) {
  await connection()
  if (!env.ENABLE_TEST_ROUTES) notFound()
  try {
    const key = parseInput(keySchema, new URL(request.url).searchParams.get('key'))
    return Response.json(
      { value: await readProbe(key) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    return errorResponse(error)
  }
}

export async function POST(request: Request) {
  if (!env.ENABLE_TEST_ROUTES) notFound()
  try {
    const { key, value } = await parseJson(request, writeSchema, 4096)
    await writeProbe(key, value)
    await revalidateRecord([probeTag(key)])
    return Response.json({ key, value })
  } catch (error) {
    return errorResponse(error)
  }
}
