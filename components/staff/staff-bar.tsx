import Link from 'next/link'

import { SignOutButton } from './sign-out-button'

/** The back office's own bar: where you are, who you are, and the way out. */
export function StaffBar({ name, email }: { name: string; email: string }) {
  return (
    <nav
      aria-label="Back office"
      className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-muted/40 px-4 py-3"
    >
      <Link href="/staff" className="font-semibold hover:underline">
        Back office
      </Link>
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
