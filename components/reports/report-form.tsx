'use client'

import { useState } from 'react'

import { postJson } from '@/lib/api-client'
import type { RecordKind } from '@/lib/records/kinds'
import { buttonVariants } from '@/components/ui/button-variants'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FormField } from '@/components/apply/form-field'

type Fields = Partial<Record<'message' | 'sourceUrl' | 'email', string>>
type State =
  | { kind: 'editing'; errors: Fields }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string }

const FAILED = 'Your report could not be sent. Please try again.'

/**
 * The report form. With JavaScript it checks the fields with the route's own schema (loaded only
 * when sending) and posts JSON; without, it is a plain form post to the same route.
 */
export function ReportForm({ kind, recordId }: { kind: RecordKind; recordId: string }) {
  const [state, setState] = useState<State>({ kind: 'editing', errors: {} })
  const errors = state.kind === 'editing' ? state.errors : {}

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    const { reportSchema } = await import('@/lib/validation/report')
    const parsed = reportSchema.safeParse(values)
    if (!parsed.success) {
      const fields: Fields = {}
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Fields
        fields[name] ??= issue.message
      }
      setState({ kind: 'editing', errors: fields })
      return
    }
    setState({ kind: 'sending' })
    const result = await postJson('/api/reports', values)
    if (result.ok) setState({ kind: 'sent' })
    else if (result.status === 422 && result.fields)
      setState({ kind: 'editing', errors: result.fields as Fields })
    else setState({ kind: 'failed', message: result.message || FAILED })
  }

  if (state.kind === 'sent')
    return (
      <p role="status" className="mt-3 text-sm">
        Thank you: your report was sent. Our team checks it against the official source.
      </p>
    )

  return (
    <form
      action="/api/reports"
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Report a mistake"
      className="mt-3 flex max-w-xl flex-col gap-4"
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="recordId" value={recordId} />
      <FormField label="What is wrong?" error={errors.message}>
        {(props) => <Textarea name="message" rows={4} maxLength={2000} required {...props} />}
      </FormField>
      <FormField
        label="Where did you see the right information?"
        hint="The official page's address"
        optional
        error={errors.sourceUrl}
      >
        {(props) => <Input name="sourceUrl" type="url" inputMode="url" {...props} />}
      </FormField>
      <FormField
        label="Your e-mail"
        hint="Only if you would like an answer. We never show it."
        optional
        error={errors.email}
      >
        {(props) => <Input name="email" type="email" autoComplete="email" {...props} />}
      </FormField>
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={state.kind === 'sending'}
        className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
      >
        {state.kind === 'sending' ? 'Sending…' : 'Send report'}
      </button>
    </form>
  )
}
