'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { failureMessage, postJson } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

export function NoteForm({ reference, maxLength }: { reference: string; maxLength: number }) {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setPending(true)
    const result = await postJson(`/api/staff/applications/${reference}/notes`, {
      body: String(new FormData(form).get('body') ?? ''),
    })
    setPending(false)
    if (result.ok) {
      form.reset()
      setError(undefined)
      router.refresh()
    } else setError(result.fields?.body ?? failureMessage(result))
  }

  return (
    <form method="post" onSubmit={onSubmit} aria-label="Add a note" className="flex flex-col gap-2">
      <Label htmlFor="note-body">New note (staff only)</Label>
      <Textarea
        id="note-body"
        name="body"
        rows={3}
        maxLength={maxLength}
        required
        aria-invalid={!!error}
        aria-describedby={error ? 'note-error' : undefined}
      />
      {error ? (
        <p id="note-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={pending} className="self-start">
        {pending ? 'Adding...' : 'Add note'}
      </Button>
    </form>
  )
}
