import { notFound } from 'next/navigation'

import { env } from '@/lib/env'

export const metadata = { robots: { index: false } }

/** Throws on purpose so the e2e suite can check the error view; a 404 unless ENABLE_TEST_ROUTES is set. */
export default function TestErrorPage() {
  if (!env.ENABLE_TEST_ROUTES) notFound()
  throw new Error('Test error thrown on purpose by /test-error')
}
