'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { failureMessage, postJson } from '@/lib/api-client'
import { Button } from '@/components/ui/button'

export function SignOutButton() {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  return (
    <div className="flex items-center gap-2">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        onClick={async () => {
          setPending(true)
          const result = await postJson('/api/staff/logout')
          if (!result.ok) {
            setPending(false)
            setError(failureMessage(result))
            return
          }
          router.replace('/staff/login')
          router.refresh()
        }}
      >
        Sign out
      </Button>
    </div>
  )
}
