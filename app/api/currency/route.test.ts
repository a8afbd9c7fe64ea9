import { NextRequest } from 'next/server'

import { GET } from './route'

const ask = (cookie?: string) =>
  GET(new NextRequest('http://localhost/api/currency', { headers: cookie ? { cookie } : {} }))

describe('GET /api/currency', () => {
  it('answers the remembered display currency, never cached by a shared cache', async () => {
    const response = await ask('other=1; currency=GBP')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ currency: 'GBP' })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers US dollars without a choice, or for one the rates cannot convert to', async () => {
    expect(await (await ask()).json()).toEqual({ currency: 'USD' })
    expect(await (await ask('currency=XYZ')).json()).toEqual({ currency: 'USD' })
  })
})
