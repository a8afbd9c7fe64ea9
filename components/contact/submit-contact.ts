import { postJson } from '@/lib/api-client'
import type { ContactInput } from '@/lib/validation/contact'

export type ContactResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'failed' }

const LIMIT_FALLBACK = 'You can only send 5 messages per hour. Please try again later.'

/** Sends the message to POST /api/contact and reads the answer; never throws. */
export async function submitContact(values: ContactInput): Promise<ContactResult> {
  const result = await postJson('/api/contact', values)
  if (result.ok) return result.status === 201 ? { kind: 'sent' } : { kind: 'failed' }
  if (result.status === 422 && result.fields) return { kind: 'invalid', fields: result.fields }
  if (result.status === 429)
    return { kind: 'rate-limited', message: result.message || LIMIT_FALLBACK }
  return { kind: 'failed' }
}
