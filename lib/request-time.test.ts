import { loadApp, unloadApp } from '@/test/load-app'

const NOW = new Date('2026-05-01T12:00:00Z')
const fixed = new Headers({ 'x-test-now': '2026-11-15T12:00:00Z' })

async function requestTimeUnder(vars: Record<string, string>) {
  const app = await loadApp(vars)
  const { requestTime } = await import('@/lib/request-time')
  await unloadApp(app)
  return requestTime
}

describe('requestTime', () => {
  it('is now, whatever the request says, unless the end-to-end test routes are on', async () => {
    const requestTime = await requestTimeUnder({})
    expect(requestTime(fixed, NOW)).toBe(NOW)
  })

  it('takes the fixed date from the header with the test routes on, and now without a valid one', async () => {
    const requestTime = await requestTimeUnder({ ENABLE_TEST_ROUTES: '1' })
    expect(requestTime(fixed, NOW).toISOString()).toBe('2026-11-15T12:00:00.000Z')
    expect(requestTime(new Headers({ 'x-test-now': 'soon' }), NOW)).toBe(NOW)
    expect(requestTime(new Headers(), NOW)).toBe(NOW)
  })
})
