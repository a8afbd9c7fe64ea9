'use client'

import { createContext, use, useEffect, useState, useSyncExternalStore } from 'react'

import { ratesText } from '@/lib/costs/text'
import {
  convertibleCurrencies,
  DEFAULT_CURRENCY,
  distinctSources,
  rateSourceFor,
  resolveDisplayCurrency,
  type FxTable,
} from '@/lib/currency'
import { feeText } from '@/lib/universities/fees'

// University pages are prerendered once for everyone, so their HTML shows US dollars. Reading the
// currency cookie on the server would render every page per request instead; so this leaf picks
// the visitor's currency in the browser: the page's own `?currency=` link first, else the one
// remembered in the cookie, which is httpOnly and therefore asked of /api/currency.
const Choice = createContext<{ display: string; fx: FxTable } | null>(null)

const noSubscription = () => () => {}

function currencyInUrl(fx: FxTable) {
  const code = new URLSearchParams(window.location.search).get('currency')?.trim().toUpperCase()
  return code && convertibleCurrencies(fx).includes(code) ? code : null
}

/** Holds the display currency for the amounts inside it. */
export function DisplayCurrency({ fx, children }: { fx: FxTable; children: React.ReactNode }) {
  const fromUrl = useSyncExternalStore(
    noSubscription,
    () => currencyInUrl(fx),
    () => null,
  )
  const [remembered, setRemembered] = useState<string | null>(null)

  useEffect(() => {
    if (fromUrl) return
    const controller = new AbortController()
    fetch('/api/currency', { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { currency?: unknown } | null) => {
        if (typeof body?.currency === 'string')
          setRemembered(resolveDisplayCurrency(body.currency, undefined, fx))
      })
      // Offline or left the page: the amounts stay in US dollars.
      .catch(() => {})
    return () => controller.abort()
  }, [fromUrl, fx])

  const display = fromUrl ?? remembered ?? DEFAULT_CURRENCY
  return <Choice value={{ display, fx }}>{children}</Choice>
}

/** " (≈ EUR 1,250 to 1,400)" in the display currency, or nothing when it is the amount's own. */
export function Converted({ min, max, currency }: { min: number; max: number; currency: string }) {
  const choice = use(Choice)
  const converted = choice && feeText(min, max, currency, choice.display, choice.fx).converted
  return converted ? (
    <span className="font-normal text-muted-foreground"> ({converted})</span>
  ) : null
}

/**
 * "Amounts after ≈ are in NGN, approximate, at the ... rates of 29 September 2026.": names the
 * source and day of every rate that converts the page's `currencies` into the display currency.
 */
export function RatesNote({ currencies }: { currencies: readonly string[] }) {
  const choice = use(Choice)
  const display = choice?.display ?? DEFAULT_CURRENCY
  const sources = choice
    ? distinctSources(currencies.map((c) => rateSourceFor(c, display, choice.fx)?.source))
    : []
  const rates = ratesText(sources)
  if (!rates) return null
  return <>{`Amounts after ≈ are in ${display}, approximate. ${rates}`}</>
}
