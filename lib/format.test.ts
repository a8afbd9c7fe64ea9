import {
  formatDate,
  formatDateTimeUtc,
  formatNumber,
  formatWholeNumber,
  monthName,
  monthNames,
} from './format'

describe('formatNumber', () => {
  it('groups by thousands as en-US does, with up to three decimals unless told', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(54889)).toBe('54,889')
    expect(formatNumber(-1234567)).toBe('-1,234,567')
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991')
    expect(formatNumber(1234.5678)).toBe('1,234.568')
    expect(formatNumber(3.456, 2)).toBe('3.46')
    expect(formatNumber(0.5)).toBe('0.5')
    expect(formatNumber(Number.NaN)).toBe('NaN')
  })
})

describe('formatWholeNumber', () => {
  it('rounds half away from zero, and never shows "-0"', () => {
    expect(formatWholeNumber(1234.5)).toBe('1,235')
    expect(formatWholeNumber(-1234.5)).toBe('-1,235')
    expect(formatWholeNumber(2.5)).toBe('3')
    expect(formatWholeNumber(26999.6)).toBe('27,000')
    expect(formatWholeNumber(-0.4)).toBe('0')
  })
})

describe('dates', () => {
  it('formats in UTC whatever the zone', () => {
    expect(formatDate('2026-11-21')).toBe('21 November 2026')
    expect(formatDateTimeUtc(new Date('2026-03-03T14:05:00Z'))).toBe('3 Mar 2026, 14:05 UTC')
  })

  it('names the months in English, January first', () => {
    expect(monthName(1)).toBe('January')
    expect(monthName(9)).toBe('September')
    expect(monthNames()).toHaveLength(12)
    expect(monthNames().at(-1)).toBe('December')
  })
})

describe('start-up cost in the browser', () => {
  afterEach(() => jest.restoreAllMocks())

  it('builds no Intl formatter when the formatting modules load, and one per kind when used', () => {
    const built = {
      number: jest.spyOn(Intl, 'NumberFormat'),
      date: jest.spyOn(Intl, 'DateTimeFormat'),
      names: jest.spyOn(Intl, 'DisplayNames'),
    }
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const format = require('./format') as typeof import('./format')
      const currency = require('./currency') as typeof import('./currency')
      require('./universities/fees')
      /* eslint-enable @typescript-eslint/no-require-imports */
      for (const spy of Object.values(built)) expect(spy).not.toHaveBeenCalled()
      expect(format.formatNumber(54889)).toBe('54,889')
      expect(format.formatNumber(12)).toBe('12')
      expect(currency.formatMoney(42000.4, 'AUD')).toBe('AUD 42,000')
      expect(currency.formatMoney(26000, 'GBP')).toBe('GBP 26,000')
      // One grouping formatter and one rounding formatter, each kept for later calls.
      expect(built.number).toHaveBeenCalledTimes(2)
      expect(built.date).not.toHaveBeenCalled()
    })
  })
})
