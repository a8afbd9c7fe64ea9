'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { failureMessage, postJson } from '@/lib/api-client'
import { isFinalStatus, STATUS_LABELS } from '@/lib/application-status'
import type { ApplicationStatus } from '@/lib/application-status'
import { Button } from '@/components/ui/button'

type StatusChangerProps = {
  reference: string
  current: ApplicationStatus
  options: ApplicationStatus[]
}

/** Buttons for the statuses the application may move to; final ones ask for confirmation first. */
export function StatusChanger({ reference, current, options }: StatusChangerProps) {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [confirming, setConfirming] = useState<ApplicationStatus>()
  const [error, setError] = useState<{ message: string; stale: boolean }>()

  async function move(to: ApplicationStatus) {
    setPending(true)
    setError(undefined)
    const result = await postJson(`/api/staff/applications/${reference}/status`, {
      from: current,
      to,
    })
    setPending(false)
    setConfirming(undefined)
    if (result.ok) router.refresh()
    else
      setError({
        message: result.fields?.to ?? failureMessage(result),
        stale: result.status === 409,
      })
  }

  if (!options.length) return <p className="text-sm text-muted-foreground">This status is final.</p>

  return (
    <div className="flex flex-col gap-3">
      {confirming ? (
        <div className="flex flex-col gap-2 rounded-md border border-destructive/40 p-3">
          <p className="text-sm">
            Move to <strong>{STATUS_LABELS[confirming]}</strong>? This is final: it cannot be
            undone.
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="destructive"
              disabled={pending}
              onClick={() => move(confirming)}
            >
              Yes, move to {STATUS_LABELS[confirming]}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(undefined)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'withdrawn' ? 'outline' : 'default'}
              disabled={pending}
              onClick={() => (isFinalStatus(to) ? setConfirming(to) : move(to))}
            >
              Move to {STATUS_LABELS[to]}
            </Button>
          ))}
        </div>
      )}
      {error ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
          <p>{error.message}</p>
          {error.stale ? (
            <Button size="sm" variant="outline" onClick={() => router.refresh()}>
              Reload
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
