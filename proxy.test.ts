import { NextRequest } from 'next/server'

import { proxy } from '@/proxy'

// The database is never asked on these paths; the store checks say "up" and "known".
jest.mock('@/lib/site/store-pages', () => ({
  ...jest.requireActual('@/lib/site/store-pages'),
  storeKnownDown: async () => false,
  storeDownFor: async () => false,
}))
jest.mock('@/lib/site/known-paths', () => ({ isUnknownEntryPage: async () => false }))

const visit = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }))

describe('proxy', () => {
  it('sends a visitor without a session from any back-office page to sign in with an HTTP 307', async () => {
    for (const path of ['/staff', '/staff/', '/staff/applications/SA-2026-000123?tab=notes']) {
      const response = await visit(path)
      expect([path, response.status]).toEqual([path, 307])
      const location = new URL(response.headers.get('location')!)
      expect(location.pathname).toBe('/staff/login')
      expect(location.searchParams.get('next')).toBe(path)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('lets the sign-in page and a visitor with a session cookie through', async () => {
    expect((await visit('/staff/login')).status).toBe(200)
    expect((await visit('/staff', { cookie: 'staff_session=sealed' })).status).toBe(200)
    expect((await visit('/staffing')).headers.get('location')).toBeNull()
  })

  it('never offers a framework data request to a shared cache', async () => {
    expect((await visit('/programmes')).headers.get('cache-control')).toContain('s-maxage')
    expect((await visit('/programmes', { rsc: '1' })).headers.get('cache-control')).toBe(
      'private, no-store',
    )
    expect((await visit('/programmes?_rsc=abc12')).headers.get('cache-control')).toBe(
      'private, no-store',
    )
  })
})
