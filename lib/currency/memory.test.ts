import { urlWithRemembered } from '@/lib/currency/memory'

describe('urlWithRemembered', () => {
  it('adds the remembered currency to a URL without one, keeping the rest of the query', () => {
    expect(urlWithRemembered('/programmes', 'country=AU&page=2', 'NGN', 'USD')).toBe(
      '/programmes?country=AU&page=2&currency=NGN',
    )
    expect(urlWithRemembered('/universities', '', 'GBP', 'USD')).toBe('/universities?currency=GBP')
  })

  it('leaves a URL that names a currency, or when the default or nothing usable is remembered', () => {
    expect(urlWithRemembered('/programmes', 'currency=EUR', 'NGN', 'USD')).toBeNull()
    expect(urlWithRemembered('/programmes', '', 'USD', 'USD')).toBeNull()
    expect(urlWithRemembered('/programmes', '', 'naira', 'USD')).toBeNull()
    expect(urlWithRemembered('/programmes', '', null, 'USD')).toBeNull()
  })
})
