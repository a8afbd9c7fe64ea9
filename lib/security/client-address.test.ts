import { clientAddress } from '@/lib/security/client-address'

const headers = (values: Record<string, string>) => new Headers(values)

describe('clientAddress', () => {
  it('takes the hop the one trusted proxy wrote, whatever the client claimed before it', () => {
    const h = headers({ 'x-forwarded-for': '6.6.6.6, ::ffff:203.0.113.9', 'x-real-ip': '7.7.7.7' })
    expect(clientAddress(h, 1)).toBe('203.0.113.9')
    expect(clientAddress(h, 0)).toBe('203.0.113.9')
  })

  it('counts back one hop per trusted proxy', () => {
    const h = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.2' })
    expect(clientAddress(h, 2)).toBe('198.51.100.4')
    expect(clientAddress(h, 3)).toBe('6.6.6.6')
  })

  it('puts requests with no address in one shared bucket', () => {
    expect(clientAddress(headers({}), 1)).toBe('unknown')
    expect(clientAddress(headers({ 'x-forwarded-for': '10.0.0.2' }), 2)).toBe('unknown')
  })
})
