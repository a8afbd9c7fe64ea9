'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'

import { DEFAULT_CURRENCY } from '@/lib/currency'
import { rememberCurrency, rememberedCurrency, urlWithRemembered } from '@/lib/currency/memory'

function Remember({ shown }: { shown: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const search = params.toString()

  useEffect(() => {
    const chosen = new URLSearchParams(search).get('currency')
    if (chosen) {
      // Only a currency the server accepted (the one the page shows) is worth remembering.
      if (chosen.trim().toUpperCase() === shown) rememberCurrency(shown)
      return
    }
    const next = urlWithRemembered(pathname, search, rememberedCurrency(), DEFAULT_CURRENCY)
    if (next) router.replace(next, { scroll: false })
  }, [shown, pathname, router, search])

  return null
}

/**
 * On a page whose amounts follow `?currency=`: remembers a currency chosen in the URL and, on a
 * later visit without one, moves to the same URL with the remembered currency. `shown` is the
 * currency the server rendered the page in; the browser needs no list of codes.
 */
export function RememberCurrency({ shown }: { shown: string }) {
  // Reading the query string in the browser must not hold back the server render.
  return (
    <Suspense fallback={null}>
      <Remember shown={shown} />
    </Suspense>
  )
}
