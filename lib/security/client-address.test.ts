import { clientAddress, SOCKET_ADDRESS_HEADER } from '@/lib/security/client-address'

const headers = (values: Record<string, string>) => new Headers(values)

describe('clientAddress', () => {
  it('uses the socket peer and ignores forwarding headers when no proxy is trusted', () => {
    const h = headers({
      [SOCKET_ADDRESS_HEADER]: '::ffff:127.0.0.5',
      'x-forwarded-for': '6.6.6.6',
      'x-real-ip': '7.7.7.7',
    })
    expect(clientAddress(h, 0)).toBe('127.0.0.5')
  })

  it('uses the address the trusted proxy appended', () => {
    const h = headers({
      [SOCKET_ADDRESS_HEADER]: '10.0.0.2',
      'x-forwarded-for': '6.6.6.6, 203.0.113.9',
    })
    expect(clientAddress(h, 1)).toBe('203.0.113.9')
    expect(clientAddress(h, 2)).toBe('6.6.6.6')
  })

  it('falls back to the socket when the proxy sent no header, and to one shared bucket when nothing is known', () => {
    expect(clientAddress(headers({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2' }), 1)).toBe('10.0.0.2')
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6' }), 0)).toBe('unknown')
  })
})
