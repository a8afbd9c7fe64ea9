import { formatDate, formatDateTimeUtc, formatNumber, formatWholeNumber } from './format'

describe('formatNumber', () => {
  it('groups whole numbers by thousands as en-US does', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(7)).toBe('7')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(54889)).toBe('54,889')
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(-1234567)).toBe('-1,234,567')
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991')
  })

  it('agrees with Intl on every whole number it groups by hand', () => {
    const intl = new Intl.NumberFormat('en-US')
    for (let digits = 1; digits <= 15; digits++) {
      for (const lead of [1, 4, 9]) {
        const value = lead * 10 ** (digits - 1) + (digits > 2 ? 37 : 0)
        expect(formatNumber(value)).toBe(intl.format(value))
        expect(formatNumber(-value)).toBe(intl.format(-value))
      }
    }
  })

  it('leaves fractions and non-finite values to Intl', () => {
    expect(formatNumber(1234.5678)).toBe('1,234.568')
    expect(formatNumber(0.5)).toBe('0.5')
    expect(formatNumber(Number.NaN)).toBe('NaN')
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞')
  })
})

describe('formatWholeNumber', () => {
  it('rounds half away from zero before grouping, as Intl with no decimals does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
    for (const value of [0, 0.4, 0.5, 1.5, 2.5, 1234.49, 1234.5, 27346.7, -0.5, -2.5, -1234.5]) {
      expect(formatWholeNumber(value)).toBe(intl.format(value).replace(/^-0$/, '0'))
    }
    expect(formatWholeNumber(42000)).toBe('42,000')
    expect(formatWholeNumber(26999.6)).toBe('27,000')
  })
})

describe('dates', () => {
  it('formats in UTC whatever the zone', () => {
    expect(formatDate('2026-11-21')).toBe('21 November 2026')
    expect(formatDateTimeUtc(new Date('2026-03-03T14:05:00Z'))).toBe('3 Mar 2026, 14:05 UTC')
  })
})

describe('start-up cost in the browser', () => {
  afterEach(() => jest.restoreAllMocks())

  it('builds no Intl formatter when the formatting modules load or group whole numbers', () => {
    const built = [
      jest.spyOn(Intl, 'NumberFormat'),
      jest.spyOn(Intl, 'DateTimeFormat'),
      jest.spyOn(Intl, 'DisplayNames'),
    ]
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const format = require('./format') as typeof import('./format')
      const currency = require('./currency') as typeof import('./currency')
      const fees = require('./universities/fees') as typeof import('./universities/fees')
      /* eslint-enable @typescript-eslint/no-require-imports */
      expect(format.formatNumber(54889)).toBe('54,889')
      expect(currency.formatMoney(42000.4, 'AUD')).toBe('AUD 42,000')
      expect(fees.moneyRange(26000, 36000, 'GBP')).toBe('GBP 26,000 to 36,000')
    })
    for (const spy of built) expect(spy).not.toHaveBeenCalled()
  })
})
