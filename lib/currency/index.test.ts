import {
  convert,
  convertibleCurrencies,
  currencyLabel,
  currencyToRemember,
  formatMoney,
  moneyText,
  resolveDisplayCurrency,
  roundConverted,
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
    expect(currencyLabel('AUD')).toBe('AUD – Australian Dollar')
  })
})

describe('resolveDisplayCurrency', () => {
  it('prefers the URL, then the cookie, then US dollars', () => {
    expect(resolveDisplayCurrency('aud', 'GBP', fx)).toBe('AUD')
    expect(resolveDisplayCurrency(undefined, 'GBP', fx)).toBe('GBP')
    expect(resolveDisplayCurrency(undefined, undefined, fx)).toBe('USD')
  })

  it('ignores a currency it cannot convert to', () => {
    expect(resolveDisplayCurrency('XYZ', 'SAR', fx)).toBe('USD')
    expect(convertibleCurrencies(fx)).toEqual(['AUD', 'EUR', 'GBP', 'USD'])
  })
})

describe('currencyToRemember', () => {
  it('remembers a well-formed code from the URL that the cookie does not hold yet', () => {
    expect(currencyToRemember('aud', undefined)).toBe('AUD')
    expect(currencyToRemember('GBP', 'USD')).toBe('GBP')
  })

  it('sets nothing when the cookie already holds it, or the code is malformed', () => {
    expect(currencyToRemember('AUD', 'AUD')).toBeNull()
    expect(currencyToRemember('dollars', undefined)).toBeNull()
    expect(currencyToRemember(null, 'EUR')).toBeNull()
  })
})
