import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { env } from '@/lib/env'

export const instant = false

export const metadata = { robots: { index: false } }

/** Throws on purpose so the e2e suite can check the error view; a 404 unless ENABLE_TEST_ROUTES is set. */
export default async function TestErrorPage() {
  await connection() // the switch is read when the server runs, not when it is built
  if (!env.ENABLE_TEST_ROUTES) notFound()
  throw new Error('Test error thrown on purpose by /test-error')
}
