import { API_KEY_MIN_LENGTH, checkApiKeyFormat } from '@/lib/crawler/key-format'
import { CRAWLER_MESSAGES } from '@/lib/crawler/messages'

describe('checkApiKeyFormat', () => {
  it("asks for a key when the trimmed value is empty: 'Please enter your Firecrawl API key'", () => {
    expect(checkApiKeyFormat('')).toEqual({ ok: false, message: CRAWLER_MESSAGES.enterKey })
    expect(checkApiKeyFormat(' \t\n ')).toEqual({ ok: false, message: CRAWLER_MESSAGES.enterKey })
    expect(CRAWLER_MESSAGES.enterKey).toBe('Please enter your Firecrawl API key')
  })

  it("refuses keys shorter than 10 characters after trimming: 'Invalid API key format'", () => {
    expect(API_KEY_MIN_LENGTH).toBe(10)
    expect(checkApiKeyFormat('fc-123456')).toEqual({ ok: false, message: 'Invalid API key format' })
    expect(checkApiKeyFormat('  fc-123456  ').ok).toBe(false)
    expect(checkApiKeyFormat('fc-1234567')).toEqual({ ok: true, key: 'fc-1234567' })
  })

  it('trims, and refuses characters that cannot go into an Authorization header', () => {
    expect(checkApiKeyFormat('  fc-abcdefghij \n')).toEqual({ ok: true, key: 'fc-abcdefghij' })
    for (const key of ['fc-abc defghij', 'fc-abcdefghij\r\nX-Evil: 1', 'fc-ключключключ'])
      expect(checkApiKeyFormat(key)).toEqual({ ok: false, message: 'Invalid API key format' })
    expect(checkApiKeyFormat(`fc-${'a'.repeat(300)}`).ok).toBe(false)
  })
})
