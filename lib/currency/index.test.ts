import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  convert,
  convertibleCurrencies,
  convertWithSource,
  currencyChoices,
  currencyLabel,
  displayCurrency,
  distinctSources,
  formatMoney,
  moneyText,
  offeredCurrencies,
  pageRates,
  rateSourceForDisplay,
  rateSourceText,
  readDisplayCurrency,
  roundConverted,
  SENDING_COUNTRY_CURRENCIES,
  type FxTable,
} from '@/lib/currency/index'

const fx: FxTable = {
  date: '2026-04-13',
  base: 'EUR',
  rates: { USD: 1.1684, AUD: 1.661, GBP: 0.87058 },
}

describe('convert', () => {
  it('goes through the euro: AUD 42,000 is about USD 29,540 at these rates', () => {
    expect(convert(42_000, 'AUD', 'USD', fx)).toBeCloseTo((42_000 / 1.661) * 1.1684, 6)
  })

  it('converts to and from the euro itself', () => {
    expect(convert(100, 'EUR', 'GBP', fx)).toBeCloseTo(87.058, 6)
    expect(convert(87.058, 'GBP', 'EUR', fx)).toBeCloseTo(100, 6)
  })

  it('leaves an amount in its own currency unchanged, even one the table lacks', () => {
    expect(convert(500, 'SAR', 'SAR', fx)).toBe(500)
  })

  it('gives null when the table lacks a currency, never a guess', () => {
    expect(convert(500, 'SAR', 'USD', fx)).toBeNull()
    expect(convert(500, 'USD', 'SAR', fx)).toBeNull()
  })
})

// The ECB's day and a second source's later day, with made-up round rates for the second.
const twoSources: FxTable = {
  ...fx,
  other: {
    name: 'Second source',
    date: '2026-09-29',
    url: 'https://example.org/rates',
    rates: { USD: 1.2, GBP: 0.8, NGN: 1600, PKR: 320 },
  },
}

describe('conversion through two sources', () => {
  it('uses the ECB, and names it with its day, when the ECB publishes both currencies', () => {
    const result = convertWithSource(100, 'GBP', 'USD', twoSources)!
    expect(result.value).toBeCloseTo((100 / 0.87058) * 1.1684, 6)
    expect(result.source).toEqual({
      name: 'ECB euro foreign exchange reference rates',
      date: '2026-04-13',
      url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
    })
  })

  it('takes both sides from the second source, with its name and day, for a currency the ECB lacks: GBP 1,000 is NGN 2,000,000', () => {
    const result = convertWithSource(1_000, 'GBP', 'NGN', twoSources)!
    expect(result.value).toBeCloseTo((1_000 / 0.8) * 1600, 6)
    expect(result.source).toEqual({
      name: 'Second source',
      date: '2026-09-29',
      url: 'https://example.org/rates',
    })
    expect(convert(3_200, 'PKR', 'NGN', twoSources)).toBeCloseTo(16_000, 6)
    expect(convert(1_600, 'NGN', 'EUR', twoSources)).toBeCloseTo(1, 6)
  })

  it('needs no source for an amount already in the display currency, and has none for a currency neither source has', () => {
    expect(convertWithSource(500, 'NGN', 'NGN', twoSources)).toEqual({ value: 500, source: null })
    expect(convertWithSource(500, 'ZMW', 'GBP', twoSources)).toBeNull()
    expect(convertWithSource(500, 'AUD', 'NGN', twoSources)).toBeNull()
  })

  it('lists every currency either source converts, and offers the main sending countries’ among them', () => {
    expect(convertibleCurrencies(twoSources)).toEqual(['AUD', 'EUR', 'GBP', 'NGN', 'PKR', 'USD'])
    expect(offeredCurrencies(twoSources)).toEqual(['AUD', 'EUR', 'GBP', 'NGN', 'PKR', 'USD'])
    const wide = {
      ...twoSources,
      other: { ...twoSources.other!, rates: { ...twoSources.other!.rates, ZMW: 30, BDT: 140 } },
    }
    expect(offeredCurrencies(wide)).toContain('BDT')
    expect(offeredCurrencies(wide)).not.toContain('ZMW')
    expect(offeredCurrencies(wide, 'ZMW')).toContain('ZMW')
    expect(offeredCurrencies(wide, 'XYZ')).not.toContain('XYZ')
  })

  it('names each source once, with its day', () => {
    const sources = ['USD', 'NGN', 'PKR', 'GBP'].map(
      (c) => convertWithSource(1, 'GBP', c, twoSources)?.source,
    )
    expect(distinctSources(sources).map(rateSourceText)).toEqual([
      'ECB euro foreign exchange reference rates of 13 April 2026',
      'Second source of 29 September 2026',
    ])
  })
})

describe('the imported rate table', () => {
  const table: FxTable = JSON.parse(
    readFileSync(path.join(process.cwd(), 'data/generated/fx-rates.json'), 'utf8'),
  )

  it('converts every currency held in the main sending countries', () => {
    expect(SENDING_COUNTRY_CURRENCIES.length).toBeGreaterThanOrEqual(30)
    const offered = offeredCurrencies(table)
    expect(SENDING_COUNTRY_CURRENCIES.filter((c) => !offered.includes(c))).toEqual([])
    for (const c of ['NGN', 'PKR', 'BDT', 'KES', 'GHS', 'EGP', 'VND', 'NPR', 'LKR'])
      expect(offered).toContain(c)
  })

  it('converts GBP to NGN at the second source’s rates, named and dated, and GBP to USD at the ECB’s', () => {
    const naira = convertWithSource(1_000, 'GBP', 'NGN', table)!
    expect(naira.source).toMatchObject({ name: table.other!.name, date: table.other!.date })
    expect(naira.value).toBeCloseTo((1_000 / table.other!.rates.GBP!) * table.other!.rates.NGN!, 6)
    const dollars = convertWithSource(1_000, 'GBP', 'USD', table)!
    expect(dollars.source).toMatchObject({ date: table.date })
    expect(dollars.value).toBeCloseTo((1_000 / table.rates.GBP!) * table.rates.USD!, 6)
  })
})

describe('moneyText', () => {
  it('shows the original amount and its approximate value in the display currency', () => {
    expect(moneyText(42_000, 'AUD', 'USD', fx)).toEqual({
      original: 'AUD 42,000',
      converted: '≈ USD 29,500',
    })
  })

  it('shows an amount in a currency the table lacks in its own currency only', () => {
    expect(moneyText(60_000, 'SAR', 'USD', fx)).toEqual({ original: 'SAR 60,000', converted: null })
  })

  it('adds nothing when the display currency is the original one', () => {
    expect(moneyText(9_250, 'GBP', 'GBP', fx)).toEqual({ original: 'GBP 9,250', converted: null })
  })
})

describe('formatting', () => {
  it('rounds converted amounts to three significant figures', () => {
    expect(roundConverted(27_346)).toBe(27_300)
    expect(roundConverted(1_234.5)).toBe(1_230)
    expect(roundConverted(953.2)).toBe(953)
    expect(roundConverted(0)).toBe(0)
  })

  it('writes the currency code before a whole amount', () => {
    expect(formatMoney(39_010.4, 'GBP')).toBe('GBP 39,010')
  })
})

describe('readDisplayCurrency', () => {
  const known = convertibleCurrencies(fx)

  it('takes a code the rates convert to, in any case, the first of repeated values', () => {
    expect(readDisplayCurrency('aud', known)).toBe('AUD')
    expect(readDisplayCurrency(' GBP ', known)).toBe('GBP')
    expect(readDisplayCurrency(['eur', 'GBP'], known)).toBe('EUR')
    expect(displayCurrency(readDisplayCurrency('aud', known))).toBe('AUD')
  })

  it('reads nothing chosen, shown in US dollars, from a missing or unconvertible value', () => {
    for (const value of [undefined, '', 'XYZ', 'SAR', ['XYZ', 'AUD'], 42, { code: 'AUD' }])
      expect(readDisplayCurrency(value, known)).toBe('')
    expect(displayCurrency('')).toBe('USD')
    expect(convertibleCurrencies(fx)).toEqual(['AUD', 'EUR', 'GBP', 'USD'])
  })
})

describe('currency pickers', () => {
  it('name each currency in English, with its code', () => {
    expect(currencyLabel('NGN')).toBe('Nigerian Naira (NGN)')
    expect(currencyLabel('AUD')).toBe('Australian Dollar (AUD)')
  })

  it("offer the sending countries' currencies first, then the others, each A-Z by name", () => {
    const { home, other } = currencyChoices(['AUD', 'NGN', 'CHF', 'PKR', 'USD', 'DKK'])
    expect(home.map((c) => c.code)).toEqual(['NGN', 'PKR', 'USD'])
    expect(other.map((c) => c.label)).toEqual([
      'Australian Dollar (AUD)',
      'Danish Krone (DKK)',
      'Swiss Franc (CHF)',
    ])
  })
})

describe('one rate source per page', () => {
  it('uses the ECB for every charged currency when it publishes them and the display currency', () => {
    expect(rateSourceForDisplay('USD', ['GBP', 'AUD', 'EUR'], twoSources)?.source.date).toBe(
      '2026-04-13',
    )
  })

  it('uses the second source for every conversion when the display currency is not the ECB’s', () => {
    const table = rateSourceForDisplay('NGN', ['GBP', 'USD'], twoSources)!
    expect(table.source.date).toBe('2026-09-29')
    // Even GBP, which the ECB publishes, is converted at the second source's day on this page.
    const page = pageRates('NGN', ['GBP', 'USD'], twoSources)
    expect(convertWithSource(1_000, 'GBP', 'NGN', page)!.source!.date).toBe('2026-09-29')
  })

  it('takes the whole page to the second source when one charged currency is not the ECB’s', () => {
    // A list with a fee in naira beside fees in pounds, read in dollars: one day for all.
    const page = pageRates('USD', ['GBP', 'NGN'], twoSources)
    const gbp = convertWithSource(100, 'GBP', 'USD', page)!
    const ngn = convertWithSource(160_000, 'NGN', 'USD', page)!
    expect(distinctSources([gbp.source, ngn.source]).map(rateSourceText)).toEqual([
      'Second source of 29 September 2026',
    ])
    expect(gbp.value).toBeCloseTo((100 / 0.8) * 1.2, 6)
    expect(ngn.value).toBeCloseTo(120, 6)
  })

  it('keeps the ECB for a page of ECB currencies, and then converts nothing at the second source', () => {
    const page = pageRates('USD', ['GBP', 'AUD'], twoSources)
    expect(rateSourceText(convertWithSource(100, 'GBP', 'USD', page)!.source!)).toBe(
      'ECB euro foreign exchange reference rates of 13 April 2026',
    )
    // A stray amount in a currency only the second source has stays unconverted, not another day.
    expect(convertWithSource(100, 'NGN', 'USD', page)).toBeNull()
  })

  it('needs no rate for nothing: a free tuition in pesos does not pull the page to another source', () => {
    expect(convertWithSource(0, 'ARS', 'USD', twoSources)).toEqual({ value: 0, source: null })
  })

  it('needs no source when nothing is converted, and then still names the display currency’s source', () => {
    expect(rateSourceForDisplay('GBP', ['GBP'], twoSources)).toBeNull()
    expect(pageRates('GBP', ['GBP'], twoSources).date).toBe('2026-04-13')
    expect(pageRates('NGN', [], twoSources)).toMatchObject({
      name: 'Second source',
      date: '2026-09-29',
    })
  })
})
