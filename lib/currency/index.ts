// Money in the visitor's currency: ECB reference rates (units per 1 EUR) turn an amount from the
// currency it is charged in into the one the visitor reads. Pure, so server and client share it.

import { formatWholeNumber } from '@/lib/format'
import { once } from '@/lib/once'

/** The rates of one ECB reference day (data/generated/fx-rates.json). */
export type FxTable = { date: string; base: 'EUR'; rates: Record<string, number> }

export const DEFAULT_CURRENCY = 'USD'
/** Cookie that remembers the display currency between visits. */
export const CURRENCY_COOKIE = 'currency'

/** Every currency the table can convert between: the euro and each rate, A-Z. */
export function convertibleCurrencies(fx: FxTable) {
  return [fx.base, ...Object.keys(fx.rates)].sort()
}

function perEuro(currency: string, fx: FxTable) {
  return currency === fx.base ? 1 : fx.rates[currency]
}

/** `amount` in `from` expressed in `to`, or null when the table lacks either currency. */
export function convert(amount: number, from: string, to: string, fx: FxTable): number | null {
  if (from === to) return amount
  const fromRate = perEuro(from, fx)
  const toRate = perEuro(to, fx)
  if (!fromRate || !toRate) return null
  return (amount / fromRate) * toRate
}

/** A converted amount to three significant figures (27,346 -> 27,300): rates are approximate. */
export function roundConverted(value: number) {
  if (value === 0) return 0
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(value))) - 2)
  return Math.round(value / step) * step
}

/** "AUD 42,000": the code first, so no symbol is ambiguous ($ is not only the US dollar). */
export function formatMoney(amount: number, currency: string) {
  return `${currency} ${formatWholeNumber(amount)}`
}

export type MoneyText = { original: string; converted: string | null }

/**
 * An amount as charged and, when the display currency differs and the table has both, its
 * approximate value there: { original: "AUD 42,000", converted: "≈ USD 27,300" }.
 */
export function moneyText(amount: number, currency: string, display: string, fx: FxTable) {
  const original = formatMoney(amount, currency)
  if (display === currency) return { original, converted: null }
  const value = convert(amount, currency, display, fx)
  return {
    original,
    converted: value === null ? null : `≈ ${formatMoney(roundConverted(value), display)}`,
  }
}

const currencyNames = once(() => new Intl.DisplayNames(['en'], { type: 'currency' }))

/** "AUD – Australian Dollar", for currency pickers. */
export function currencyLabel(currency: string) {
  return `${currency} – ${currencyNames().of(currency) ?? currency}`
}

/**
 * The display currency: the URL's choice, else the remembered one, else US dollars; anything the
 * table cannot convert to is ignored.
 */
export function resolveDisplayCurrency(
  fromUrl: string | undefined,
  fromCookie: string | undefined,
  fx: FxTable,
) {
  const known = new Set(convertibleCurrencies(fx))
  const pick = [fromUrl, fromCookie].find((c) => c && known.has(c.toUpperCase()))
  return pick ? pick.toUpperCase() : DEFAULT_CURRENCY
}

/** A year: the display currency is a preference, kept until the visitor picks another. */
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * The currency to remember in the cookie after a request with `?currency=`: the URL's code when it
 * is well formed and not already remembered, else null (nothing to set, so the answer stays
 * cacheable). A code the rate table lacks is harmless: resolveDisplayCurrency ignores it.
 */
export function currencyToRemember(
  fromUrl: string | null | undefined,
  fromCookie: string | undefined,
) {
  const code = fromUrl?.trim().toUpperCase()
  if (!code || !/^[A-Z]{3}$/.test(code)) return null
  return code === fromCookie ? null : code
}
