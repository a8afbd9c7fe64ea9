'use client'

import { createContext, use, useEffect, useSyncExternalStore } from 'react'

import { ratesText } from '@/lib/costs/text'
import {
  DEFAULT_CURRENCY,
  distinctSources,
  rateSourceFor,
  resolveDisplayCurrency,
  type FxTable,
} from '@/lib/currency'
import { rememberCurrency, rememberedCurrency } from '@/lib/currency/memory'
import { feeText } from '@/lib/universities/fees'

// University pages are prerendered once for everyone, so their HTML shows US dollars; this leaf
// picks the visitor's currency in the browser: the page's own `?currency=` link first, else the
// one this browser remembers. Nothing is asked of the server.
const Choice = createContext<{ display: string; fx: FxTable } | null>(null)

const noSubscription = () => () => {}

function chosenInBrowser() {
  return new URLSearchParams(window.location.search).get('currency') ?? rememberedCurrency()
}

/** Holds the display currency for the amounts inside it. */
export function DisplayCurrency({ fx, children }: { fx: FxTable; children: React.ReactNode }) {
  const chosen = useSyncExternalStore(noSubscription, chosenInBrowser, () => null)
  const display = resolveDisplayCurrency(chosen, fx)

  useEffect(() => {
    // A currency named in this page's link becomes the remembered one, as on the list pages.
    const inUrl = new URLSearchParams(window.location.search).get('currency')?.toUpperCase()
    if (inUrl && resolveDisplayCurrency(inUrl, fx) === inUrl) rememberCurrency(inUrl)
  }, [fx])

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
