import type { ContactInput } from '@/lib/validation/contact'

export type ContactResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'failed' }

const LIMIT_FALLBACK = 'You can only send 5 messages per hour. Please try again later.'

/** Sends the message to POST /api/contact and reads the answer; never throws. */
export async function submitContact(values: ContactInput): Promise<ContactResult> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(values),
    })
    const body = await response.json().catch(() => ({}))
    if (response.status === 201) return { kind: 'sent' }
    if (response.status === 422 && body?.error?.fields)
      return { kind: 'invalid', fields: body.error.fields }
    if (response.status === 429)
      return { kind: 'rate-limited', message: body?.error?.message || LIMIT_FALLBACK }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}
