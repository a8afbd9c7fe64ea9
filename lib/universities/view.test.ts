import type { FxTable } from '@/lib/currency'
import { buildUniversitiesView } from '@/lib/universities/view'
import { universities } from '@/data/universities'

const fx: FxTable = {
  date: '2026-04-13',
  base: 'EUR',
  rates: { USD: 1.25, GBP: 0.8 },
  other: {
    name: 'Second source',
    date: '2026-09-29',
    url: 'https://example.org/rates',
    rates: { USD: 1.2, GBP: 0.8, NGN: 1600, ZMW: 30 },
  },
}

describe('/universities currency picker', () => {
  it('offers the ECB currencies and those of the main sending countries, not every code', () => {
    const view = buildUniversitiesView({}, universities, fx)
    expect(view.currencies).toEqual(['EUR', 'GBP', 'NGN', 'USD'])
  })

  it('accepts any currency the rates convert, and then offers it too', () => {
    const view = buildUniversitiesView({ currency: 'zmw' }, universities, fx)
    expect(view.display).toBe('ZMW')
    expect(view.currencies).toContain('ZMW')
    expect(buildUniversitiesView({ currency: 'XYZ' }, universities, fx).display).toBe('USD')
  })
})
