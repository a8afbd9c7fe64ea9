import { contactSchema, contactSubjectFor, type ContactInput } from '@/lib/validation/contact'

const valid: ContactInput = {
  name: 'Amara Okafor',
  email: 'amara@example.com',
  subject: 'Question about the service',
  message: 'Can you help me apply for a master’s in the UK next autumn?',
}

function errorsFor(changes: Partial<Record<keyof ContactInput, unknown>>) {
  const result = contactSchema.safeParse({ ...valid, ...changes })
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('contactSchema', () => {
  it('accepts a complete message, trimmed', () => {
    const parsed = contactSchema.parse({ ...valid, subject: '  Hello there  ' })
    expect(parsed.subject).toBe('Hello there')
  })

  it('sanitises the name and checks its length after sanitising', () => {
    expect(contactSchema.parse({ ...valid, name: ' <b>Ana</b> ' }).name).toBe('bAna/b')
    expect(errorsFor({ name: '<>' }).name).toBe('Please enter your name (at least 2 characters)')
    expect(errorsFor({ name: 'x'.repeat(101) }).name).toBe(
      'Please keep your name under 100 characters',
    )
    expect(errorsFor({ name: undefined }).name).toBe('Please enter your name')
  })

  it('checks the e-mail address exactly as the application form does', () => {
    expect(errorsFor({ email: 'not-an-email' }).email).toBe('Invalid email address')
    expect(errorsFor({ email: 'javascript:alert@x.com' }).email).toBe(
      'Invalid or unsafe email address',
    )
  })

  it('needs a subject of 3 to 150 characters', () => {
    expect(errorsFor({ subject: ' hi ' }).subject).toBe(
      'Please enter a subject (at least 3 characters)',
    )
    expect(errorsFor({ subject: 'x'.repeat(151) }).subject).toBe(
      'Please keep the subject under 150 characters',
    )
  })

  it('needs a message of 20 to 5,000 characters', () => {
    expect(errorsFor({ message: 'Too short.' }).message).toBe(
      'Please write a little more (at least 20 characters)',
    )
    expect(errorsFor({ message: 'x'.repeat(5001) }).message).toBe(
      'Please keep your message under 5,000 characters',
    )
    expect(errorsFor({ message: 'x'.repeat(5000) })).toEqual({})
  })

  it('reports every empty field at once', () => {
    expect(Object.keys(errorsFor({ name: '', email: '', subject: '', message: '' }))).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ])
  })
})

describe('contactSchema: unsafe characters', () => {
  it('refuses NUL and lone surrogates with a field message', () => {
    expect(errorsFor({ subject: 'Hello\u0000there', message: `${'m'.repeat(30)}\udfff` })).toEqual({
      subject: 'Please remove the invisible or invalid characters from this field',
      message: 'Please remove the invisible or invalid characters from this field',
    })
  })
})

describe('contactSubjectFor', () => {
  it("starts a message about an application with its reference, from the tracking page's link", () => {
    expect(contactSubjectFor({ reference: 'SA-2026-7K3Q9X' })).toBe(
      'About my application SA-2026-7K3Q9X',
    )
    expect(contactSubjectFor({ reference: ['SA-2026-7K3Q9X', 'x'] })).toBe(
      'About my application SA-2026-7K3Q9X',
    )
  })

  it('ignores anything that is not a reference', () => {
    for (const reference of [
      undefined,
      '',
      'SA-2026-7K3Q9',
      'SA-2026-7K3Q9O',
      '<script>',
      'x'.repeat(999),
    ])
      expect(contactSubjectFor({ reference })).toBe('')
  })
})
