// Money in the visitor's currency: ECB reference rates (units per 1 EUR) where the ECB publishes
// both currencies, else a second named and dated source, turn an amount from the currency it is
// charged in into the one the visitor reads. Pure, so server and client share it.

import { formatDate, formatWholeNumber } from '@/lib/format'
import { once } from '@/lib/once'
import { ECB_RATES } from '@/data/fx-sources'
import { sendingCountries } from '@/data/sending-countries'

/** Where a rate comes from: the publisher's name, the day of the rates and where they are published. */
export type FxSource = { name: string; date: string; url: string }

/**
 * The rates of data/generated/fx-rates.json: the ECB's of one reference day, and `other`, a
 * second source's rates of its own day for every currency it has (the ECB's among them).
 */
export type FxTable = {
  /** The ECB reference day of `rates`. */
  date: string
  base: 'EUR'
  rates: Record<string, number>
  name?: string
  url?: string
  other?: FxSource & { rates: Record<string, number> }
}

export const DEFAULT_CURRENCY = 'USD'

/** The ECB as a source, with the day of the table's rates. */
export function ecbSource(fx: FxTable): FxSource {
  return { name: fx.name ?? ECB_RATES.name, date: fx.date, url: fx.url ?? ECB_RATES.url }
}

const inTable = (currency: string, rates: Record<string, number>) =>
  currency === 'EUR' || Boolean(rates[currency])

/** Every currency the table can convert between: the euro and each rate of either source, A-Z. */
export function convertibleCurrencies(fx: FxTable) {
  return [
    ...new Set([fx.base, ...Object.keys(fx.rates), ...Object.keys(fx.other?.rates ?? {})]),
  ].sort()
}

/** The currencies students of the main sending countries hold, A-Z, once each. */
export const SENDING_COUNTRY_CURRENCIES = [
  ...new Set(sendingCountries.map((c) => c.currency)),
].sort()

/**
 * The currencies a picker offers: every ECB currency and those of the main sending countries, as
 * far as the table converts them, plus `current` when the visitor already reads another one.
 */
export function offeredCurrencies(fx: FxTable, current?: string) {
  const convertible = new Set(convertibleCurrencies(fx))
  const wanted = [fx.base, ...Object.keys(fx.rates), ...SENDING_COUNTRY_CURRENCIES, current ?? '']
  return [...new Set(wanted.filter((c) => convertible.has(c)))].sort()
}

/**
 * The one source a conversion between two currencies uses: the ECB when it publishes both, else
 * the second source when it has both (so a rate never mixes two sources' days); null when neither
 * has both, or none is needed (the same currency).
 */
export function rateSourceFor(from: string, to: string, fx: FxTable) {
  if (from === to) return null
  if (inTable(from, fx.rates) && inTable(to, fx.rates))
    return { source: ecbSource(fx), rates: fx.rates }
  const other = fx.other
  if (other && inTable(from, other.rates) && inTable(to, other.rates)) {
    const { rates, ...source } = other
    return { source, rates }
  }
  return null
}

/**
 * The one source for a page read in `display` whose amounts are charged in `charged`: the ECB
 * when it publishes the display currency and every charged one, else the second source when it
 * has them all (it has the ECB's currencies too), so the page names one rate date; where neither
 * has them all, the ECB when it publishes the display currency, else the second source. Null
 * when nothing needs converting.
 */
export function rateSourceForDisplay(display: string, charged: readonly string[], fx: FxTable) {
  const needed = [...new Set(charged)].filter((c) => c !== display)
  if (!needed.length) return null
  const ecb = { source: ecbSource(fx), rates: fx.rates }
  const other = fx.other && (({ rates, ...source }) => ({ source, rates }))(fx.other)
  const hasAll = (rates: Record<string, number>) =>
    [display, ...needed].every((c) => inTable(c, rates))
  if (hasAll(fx.rates)) return ecb
  if (other && hasAll(other.rates)) return other
  return inTable(display, fx.rates) || !other ? ecb : other
}

/**
 * The rates one page converts with: only the source rateSourceForDisplay picks for the display
 * currency and every currency the page's amounts are `charged` in, so every figure on the page
 * rests on one source of one day and the page names it once. With nothing to convert it is the
 * ECB when it publishes the display currency, else the second source.
 */
export function pageRates(display: string, charged: readonly string[], fx: FxTable): FxTable {
  // The euro is in every table, so adding it changes no choice; it only rules out "none needed".
  const chosen = rateSourceForDisplay(display, [...charged, 'EUR'], fx) ?? {
    source: ecbSource(fx),
    rates: fx.rates,
  }
  const { name, date, url } = chosen.source
  return { date, base: 'EUR', rates: chosen.rates, name, url }
}

export type Conversion = { value: number; source: FxSource | null }

/** `amount` in `from` expressed in `to`, with the source of the rate; null when no source has both. */
export function convertWithSource(
  amount: number,
  from: string,
  to: string,
  fx: FxTable,
): Conversion | null {
  // Nothing, like the same amount in the same currency, needs no rate.
  if (from === to || amount === 0) return { value: amount, source: null }
  const table = rateSourceFor(from, to, fx)
  if (!table) return null
  const perEuro = (currency: string) => (currency === 'EUR' ? 1 : table.rates[currency]!)
  return { value: (amount / perEuro(from)) * perEuro(to), source: table.source }
}

/** `amount` in `from` expressed in `to`, or null when the table lacks either currency. */
export function convert(amount: number, from: string, to: string, fx: FxTable): number | null {
  return convertWithSource(amount, from, to, fx)?.value ?? null
}

/** "ECB euro foreign exchange reference rates of 13 April 2026": a rate's source and day. */
export function rateSourceText(source: FxSource) {
  return `${source.name} of ${formatDate(source.date)}`
}

/**
 * "ECB euro foreign exchange reference rates of 21 July 2026": the one source and day of a
 * page's rates (a pageRates table), for the note that names them once.
 */
export function pageRatesText(fx: FxTable) {
  return rateSourceText(ecbSource(fx))
}

/** Each distinct source once, in the order first met: what a page's note names. */
export function distinctSources(sources: readonly (FxSource | null | undefined)[]) {
  const seen = new Map<string, FxSource>()
  for (const s of sources)
    if (s && !seen.has(`${s.name}|${s.date}`)) seen.set(`${s.name}|${s.date}`, s)
  return [...seen.values()]
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

/** "Nigerian Naira (NGN)": the currency's English name, then its code (the code alone if unnamed). */
export function currencyLabel(currency: string) {
  const name = currencyNames().of(currency)
  return name && name !== currency ? `${name} (${currency})` : currency
}

export type CurrencyChoice = { code: string; label: string }

/**
 * A currency picker's options, named: first the currencies students of the main sending countries
 * hold, then the others, each group A-Z by name.
 */
export function currencyChoices(codes: readonly string[]) {
  const named = (list: string[]) =>
    list
      .map((code): CurrencyChoice => ({ code, label: currencyLabel(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en'))
  const home = new Set(SENDING_COUNTRY_CURRENCIES)
  return {
    home: named(codes.filter((c) => home.has(c))),
    other: named(codes.filter((c) => !home.has(c))),
  }
}

/**
 * The display currency a page's `?currency=` names (its first value, any case): the code when the
 * rates convert to it (`known`, from convertibleCurrencies), else '' (none chosen: US dollars, see
 * displayCurrency). Every page and list state reads the currency through this one function.
 */
export function readDisplayCurrency(value: unknown, known: readonly string[]): string {
  const first = Array.isArray(value) ? value[0] : value
  const code = typeof first === 'string' ? first.trim().toUpperCase() : ''
  return known.includes(code) ? code : ''
}

/** The currency a page shows amounts in: the one read from its URL, else US dollars. */
export function displayCurrency(chosen: string) {
  return chosen || DEFAULT_CURRENCY
}
