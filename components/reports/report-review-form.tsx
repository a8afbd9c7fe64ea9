'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { failureMessage, postJson } from '@/lib/api-client'
import type { ReportStatus } from '@/lib/records/kinds'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

/** Accept or reject one report, with a note for the team; the queue reloads after. */
export function ReportReviewForm({
  id,
  status,
  note,
  maxLength,
}: {
  id: string
  status: ReportStatus
  note: string | null
  maxLength: number
}) {
  const router = useRouter()
  const field = useId()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()

  async function review(form: HTMLFormElement, to: ReportStatus) {
    setPending(true)
    const result = await postJson(`/api/staff/reports/${id}`, {
      status: to,
      note: String(new FormData(form).get('note') ?? ''),
    })
    setPending(false)
    if (result.ok) {
      setError(undefined)
      router.refresh()
    } else setError(result.fields?.note ?? failureMessage(result))
  }

  return (
    <form
      method="post"
      onSubmit={(event) => event.preventDefault()}
      aria-label="Review this report"
      className="flex flex-col gap-2"
    >
      <Label htmlFor={field}>Staff note</Label>
      <Textarea id={field} name="note" rows={2} maxLength={maxLength} defaultValue={note ?? ''} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {(['accepted', 'rejected', 'new'] as const)
          .filter((to) => to !== status)
          .map((to) => (
            <Button
              key={to}
              type="button"
              size="sm"
              variant={to === 'accepted' ? 'default' : 'outline'}
              disabled={pending}
              onClick={(event) => void review(event.currentTarget.form!, to)}
            >
              {to === 'accepted' ? 'Accept' : to === 'rejected' ? 'Reject' : 'Back to new'}
            </Button>
          ))}
      </div>
    </form>
  )
}
