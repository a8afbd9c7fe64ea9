import Link from 'next/link'

import { SignOutButton } from './sign-out-button'

/** The back office's own bar: where you are, who you are, and the way out. */
export function StaffBar({
  name,
  email,
  canEditData,
}: {
  name: string
  email: string
  /** Editors and admins also see the Data section. */
  canEditData: boolean
}) {
  return (
    <nav
      aria-label="Back office"
      className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-muted/40 px-4 py-3"
    >
      <div className="flex flex-wrap items-center gap-4">
        <Link href="/staff" className="font-semibold hover:underline">
          Back office
        </Link>
        <Link href="/staff" className="text-sm hover:underline">
          Applications
        </Link>
        {canEditData ? (
          <Link href="/staff/data" className="text-sm hover:underline">
            Data
          </Link>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          Signed in as <strong>{name}</strong>{' '}
          <span className="text-muted-foreground">({email})</span>
        </span>
        <SignOutButton />
      </div>
    </nav>
  )
}
