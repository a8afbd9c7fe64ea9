'use client'

import { useId, useState } from 'react'

import { failureMessage, postJson } from '@/lib/api-client'
import { TRACKING_LINK_SENT } from '@/lib/apply/tracking-link'
import { buttonVariants } from '@/components/ui/button-variants'
import { Input } from '@/components/ui/input'
import { FormField } from '@/components/apply/form-field'

/** Asks for a new tracking link, sent to the e-mail address the application was made with. */
export function LostLinkForm() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>()
  const [sending, setSending] = useState(false)
  const statusId = useId()

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The schema the server checks, loaded on the first send: zod stays out of the page's first load.
    const { trackingLinkRequestSchema } = await import('@/lib/validation/tracking')
    const parsed = trackingLinkRequestSchema.safeParse({ email })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      setAnswer(undefined)
      return
    }
    setError(undefined)
    setSending(true)
    const result = await postJson<{ message: string }>('/api/track/new-link', { email })
    setSending(false)
    if (result.ok) setAnswer({ ok: true, text: result.data.message })
    else if (result.status === 422 && result.fields?.email) setError(result.fields.email)
    else setAnswer({ ok: false, text: failureMessage(result) })
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Ask for a new tracking link"
      className="flex flex-col gap-4"
    >
      <FormField label="Email" error={error} hint="The address you gave in your application.">
        {(a11y) => (
          <Input
            {...a11y}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={sending}
        className={`${buttonVariants({ size: 'lg' })} self-start`}
      >
        {sending ? 'Sending...' : 'Send me a new link'}
      </button>
      <div id={statusId} role="status" aria-live="polite">
        {answer ? (
          <div
            className={
              answer.ok
                ? 'rounded-xl border border-success/40 bg-success/10 p-4 text-sm'
                : 'rounded-xl border border-destructive/40 p-4 text-sm text-destructive'
            }
          >
            {answer.ok ? <p className="font-semibold">{TRACKING_LINK_SENT.title}</p> : null}
            <p className={answer.ok ? 'mt-1' : undefined}>{answer.text}</p>
          </div>
        ) : null}
      </div>
    </form>
  )
}
