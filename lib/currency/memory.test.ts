import { urlWithRemembered } from '@/lib/currency/memory'

const offered = ['EUR', 'GBP', 'NGN', 'USD']

describe('urlWithRemembered', () => {
  it('adds the remembered currency to a URL without one, keeping the rest of the query', () => {
    expect(urlWithRemembered('/programmes', 'country=AU&page=2', 'NGN', offered, 'USD')).toBe(
      '/programmes?country=AU&page=2&currency=NGN',
    )
    expect(urlWithRemembered('/universities', '', 'GBP', offered, 'USD')).toBe(
      '/universities?currency=GBP',
    )
  })

  it('leaves a URL that names a currency, the default, or a code the site does not offer', () => {
    expect(urlWithRemembered('/programmes', 'currency=EUR', 'NGN', offered, 'USD')).toBeNull()
    expect(urlWithRemembered('/programmes', '', 'USD', offered, 'USD')).toBeNull()
    expect(urlWithRemembered('/programmes', '', 'XYZ', offered, 'USD')).toBeNull()
    expect(urlWithRemembered('/programmes', '', null, offered, 'USD')).toBeNull()
  })
})
