import type { NextRequest } from 'next/server'

import { CURRENCY_COOKIE, resolveDisplayCurrency } from '@/lib/currency'
import { loadFxRates } from '@/lib/open-data'

/**
 * GET /api/currency: the display currency the visitor chose, for prerendered pages; the cookie
 * that remembers it is httpOnly, so their scripts cannot read it themselves.
 */
export function GET(request: NextRequest) {
  const remembered = request.cookies.get(CURRENCY_COOKIE)?.value
  const currency = resolveDisplayCurrency(undefined, remembered, loadFxRates())
  return Response.json({ currency }, { headers: { 'Cache-Control': 'private, no-store' } })
}
