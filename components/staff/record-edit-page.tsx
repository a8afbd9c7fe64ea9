// A back-office record's edit page: the way back to its list, its name and version, its form, and
// its history with a revert on each revision.
import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'

import type { Stored } from '@/lib/db/record-store'
import { formatDateTimeUtc } from '@/lib/format'
import { RevisionHistory } from '@/components/staff/revision-history'

export function RecordEditPage({
  segment,
  slug,
  list,
  name,
  stored,
  publicPage,
  note,
  revisions,
  nouns,
  children,
}: {
  /** The kind's part of the addresses: /staff/data/<segment>, /api/staff/data/<segment>/<slug>. */
  segment: string
  slug: string
  /** The list's name, linked above the heading. */
  list: string
  name: string
  stored: Pick<Stored<unknown>, 'version' | 'updatedBy' | 'updatedAt'>
  /** Where the record shows to the public, or a line saying so where no one page does. */
  publicPage: { href: string; label: string } | string
  /** Under the version line. */
  note?: ReactNode
  revisions: ComponentProps<typeof RevisionHistory>['revisions']
  /** What one item of a list field is called in the history ("charge"), by field. */
  nouns?: ComponentProps<typeof RevisionHistory>['nouns']
  /** The edit form. */
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm">
          <Link href={`/staff/data/${segment}`} className="text-primary hover:underline">
            {list}
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
        <p className="text-sm text-muted-foreground">
          Version {stored.version}
          {stored.updatedBy
            ? `, last saved by ${stored.updatedBy} on ${formatDateTimeUtc(stored.updatedAt)}`
            : ', as in the seed file'}
          .{' '}
          {typeof publicPage === 'string' ? (
            publicPage
          ) : (
            <Link href={publicPage.href} className="text-primary underline underline-offset-4">
              {publicPage.label}
            </Link>
          )}
        </p>
        {note}
      </header>
      {children}
      <RevisionHistory
        revisions={revisions}
        revertEndpoint={`/api/staff/data/${segment}/${slug}/revert`}
        baseVersion={stored.version}
        nouns={nouns}
      />
    </div>
  )
}
