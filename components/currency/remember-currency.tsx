'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'

import { DEFAULT_CURRENCY } from '@/lib/currency'
import { rememberCurrency, rememberedCurrency, urlWithRemembered } from '@/lib/currency/memory'

function Remember({ offered }: { offered: readonly string[] }) {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const search = params.toString()

  useEffect(() => {
    const chosen = new URLSearchParams(search).get('currency')?.toUpperCase()
    if (chosen && offered.includes(chosen)) {
      rememberCurrency(chosen)
      return
    }
    const next = urlWithRemembered(
      pathname,
      search,
      rememberedCurrency(),
      offered,
      DEFAULT_CURRENCY,
    )
    if (next) router.replace(next, { scroll: false })
  }, [offered, pathname, router, search])

  return null
}

/**
 * On a page whose amounts follow `?currency=`: remembers a currency chosen in the URL and, on a
 * later visit without one, moves to the same URL with the remembered currency.
 */
export function RememberCurrency({ offered }: { offered: readonly string[] }) {
  // Reading the query string in the browser must not hold back the server render.
  return (
    <Suspense fallback={null}>
      <Remember offered={offered} />
    </Suspense>
  )
}
