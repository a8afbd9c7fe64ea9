'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { failureMessage, postJson } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

export function LoginForm({ next }: { next: string }) {
  const router = useRouter()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setPending(true)
    const result = await postJson('/api/staff/login', {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    })
    if (result.ok) {
      router.replace(next)
      router.refresh()
      return
    }
    setPending(false)
    setError(
      result.status === 422 ? 'Enter your e-mail address and password.' : failureMessage(result),
    )
  }

  return (
    // method="post" so that, should scripts fail, the password never lands in a URL.
    <form
      method="post"
      onSubmit={onSubmit}
      aria-label="Staff sign-in"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="staff-email">E-mail</Label>
        <Input id="staff-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="staff-password">Password</Label>
        <Input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  )
}
