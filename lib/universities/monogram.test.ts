import { monogram, monogramHue } from '@/lib/universities/monogram'

describe('university monogram', () => {
  it('takes the initials of the main words, at most three', () => {
    expect(monogram('University of Cape Town')).toBe('UCT')
    expect(monogram('Massachusetts Institute of Technology (MIT)')).toBe('MIT')
    expect(monogram('ETH Zurich')).toBe('EZ')
    expect(monogram('Universidade de São Paulo')).toBe('USP')
    expect(monogram('The University of New South Wales')).toBe('UNS')
  })

  it('gives one university the same colour every time, and different ones different colours', () => {
    expect(monogramHue('mit')).toBe(monogramHue('mit'))
    expect(monogramHue('mit')).not.toBe(monogramHue('oxford'))
    expect(monogramHue('mit')).toBeGreaterThanOrEqual(0)
    expect(monogramHue('mit')).toBeLessThan(360)
  })
})
