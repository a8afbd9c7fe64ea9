import '@testing-library/jest-dom'

// A fixed crawler cookie secret, so modules that read the environment do not warn about a generated one.
process.env.CRAWLER_COOKIE_SECRET ??= 'jest-crawler-cookie-secret-0123456789abcdef'
