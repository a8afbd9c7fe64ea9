import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { currentStaff } from '@/lib/staff/session'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { safeStaffPath } from '@/lib/validation/staff'
import { LoginForm } from '@/components/staff/login-form'

export const instant = false

export const metadata: Metadata = {
  title: 'Staff sign-in',
  robots: { index: false, follow: false },
}

export default async function StaffLoginPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  const next = safeStaffPath((await searchParams).next)
  if (await currentStaff()) redirect(next)

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Staff sign-in</h1>
        <p className="text-muted-foreground">
          The back office of our admissions experts. Students follow their application through the
          private link we sent them.
        </p>
      </header>
      <div className="rounded-xl border bg-card p-6 shadow-sm">
        <LoginForm next={next} />
      </div>
    </div>
  )
}
