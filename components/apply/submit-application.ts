import type { ApplicationInput } from '@/lib/validation/application'

export type SubmitResult =
  | { kind: 'created'; reference: string; trackingPath: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate-limited' }
  | { kind: 'failed' }

/** Sends the application to POST /api/apply and reads the answer; never throws. */
export async function submitApplication(
  values: ApplicationInput,
  idempotencyKey: string,
): Promise<SubmitResult> {
  try {
    const response = await fetch('/api/apply', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(values),
    })
    const body = await response.json().catch(() => ({}))
    if (response.ok && typeof body.reference === 'string') {
      return { kind: 'created', reference: body.reference, trackingPath: body.trackingPath }
    }
    if (response.status === 422 && body?.error?.fields)
      return { kind: 'invalid', fields: body.error.fields }
    if (response.status === 429) return { kind: 'rate-limited' }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}
