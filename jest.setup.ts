import '@testing-library/jest-dom'

// A fixed crawler cookie secret, so modules that read the environment do not warn about a generated one.
process.env.CRAWLER_COOKIE_SECRET ??= 'jest-crawler-cookie-secret-0123456789abcdef'

// Jest does not compile `'use cache'`, so cached functions run as plain ones here, and the cache
// settings they declare (Next checks for Cache Components) do nothing.
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  cacheLife: () => {},
  cacheTag: () => {},
}))
