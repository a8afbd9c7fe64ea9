import { newestCurrencyApiFile } from './io'

describe('newestCurrencyApiFile', () => {
  it('picks the highest package version, compared as numbers, and ignores other files', () => {
    expect(
      newestCurrencyApiFile([
        'currency-api-2026.9.29-eur.min.json',
        'currency-api-2026.10.2-eur.min.json',
        'currency-api-2026.10.2-currencies.min.json',
        'README.md',
      ]),
    ).toBe('open/fx/currency-api-2026.10.2-eur.min.json')
  })

  it('fails loudly when the folder has no rate file', () => {
    expect(() => newestCurrencyApiFile(['currency-api-2026.9.29-currencies.min.json'])).toThrow(
      /currency-api/,
    )
  })
})
