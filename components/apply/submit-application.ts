import { postJson } from '@/lib/api-client'
import type { ApplicationInput } from '@/lib/validation/application'

export type SubmitResult =
  | { kind: 'created'; reference: string; trackingPath: string; confirmationEmail: boolean }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate-limited' }
  | { kind: 'failed' }

type Created = { reference: string; trackingPath: string; confirmationEmail?: boolean } | undefined

/** Sends the application to POST /api/apply and reads the answer; never throws. */
export async function submitApplication(
  values: ApplicationInput,
  idempotencyKey: string,
): Promise<SubmitResult> {
  const result = await postJson<Created>('/api/apply', values, {
    'Idempotency-Key': idempotencyKey,
  })
  if (result.ok && typeof result.data?.reference === 'string')
    return {
      kind: 'created',
      reference: result.data.reference,
      trackingPath: result.data.trackingPath,
      confirmationEmail: result.data.confirmationEmail === true,
    }
  if (result.ok) return { kind: 'failed' }
  if (result.status === 422 && result.fields) return { kind: 'invalid', fields: result.fields }
  if (result.status === 429) return { kind: 'rate-limited' }
  return { kind: 'failed' }
}
