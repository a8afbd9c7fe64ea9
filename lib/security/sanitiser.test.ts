import {
  hasUnsafeCharacters,
  sanitizeText,
  stripUnsafeCharacters,
  validateEmail,
} from '@/lib/security/sanitiser'

describe('sanitizeText', () => {
  it('removes angle brackets, javascript: and inline handlers, and trims', () => {
    expect(sanitizeText('  <b>Ana</b> ')).toBe('bAna/b')
    expect(sanitizeText('JavaScript:alert(1)')).toBe('alert(1)')
    expect(sanitizeText('x onerror=alert(1)')).toBe('x alert(1)')
    expect(sanitizeText('O’Brien-Smith')).toBe('O’Brien-Smith')
  })

  it('cuts to 1000 characters', () => {
    expect(sanitizeText('a'.repeat(1500))).toHaveLength(1000)
  })
})

describe('validateEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(validateEmail('ana.silva+apply@example.co.uk')).toEqual({ valid: true })
  })

  it("refuses malformed addresses with the form's message", () => {
    for (const email of ['', 'ana', 'ana@', 'ana@example', 'an a@example.com']) {
      expect(validateEmail(email)).toEqual({ valid: false, error: 'Invalid email format' })
    }
  })

  it("refuses script and dangerous schemes with the form's message", () => {
    for (const email of [
      '<script>@x.com',
      'javascript:x@y.com',
      'data:x@y.com',
      'VBScript:a@b.co',
    ]) {
      expect(validateEmail(email)).toEqual({
        valid: false,
        error: 'Email contains suspicious content',
      })
    }
  })
})

describe('hasUnsafeCharacters / stripUnsafeCharacters', () => {
  it('finds NUL, other controls, lone surrogates and non-characters', () => {
    for (const text of [
      'Lon\u0000don',
      '\ud800',
      'a\udc00b',
      'x\u0007',
      '\u009b',
      '\ufffe',
      '\ufdd0',
      '\ud83f\udffe',
    ])
      expect(hasUnsafeCharacters(text)).toBe(true)
  })

  it('lets ordinary text through, including line breaks, tabs, accents and emoji', () => {
    for (const text of ['São Paulo', 'Line one\r\nLine two\tend', 'Zoë 😀 北京', 'O’Brien'])
      expect(hasUnsafeCharacters(text)).toBe(false)
  })

  it('strips them from search text', () => {
    expect(stripUnsafeCharacters('Lon\u0000do\ud800n 😀')).toBe('London 😀')
  })
})
