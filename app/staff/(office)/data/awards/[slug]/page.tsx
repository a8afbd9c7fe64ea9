import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { listAwardRevisions, readAward } from '@/lib/db/awards'
import { readForPage } from '@/lib/db/page-read'
import { formatDateTimeUtc } from '@/lib/format'
import { recordPagePath } from '@/lib/records/kinds'
import { requireDataEditorPage } from '@/lib/staff/session'
import { AwardEditForm, RevertButton } from '@/components/staff/award-edit-form'

export const instant = false

export const metadata: Metadata = { title: 'Data: edit award' }

type Props = { params: Promise<{ slug: string }> }

/** A changed value as the history shows it: JSON for anything but a plain string. */
const shown = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value)

export default async function StaffAwardPage({ params }: Props) {
  const { slug } = await params
  await requireDataEditorPage(`/staff/data/awards/${encodeURIComponent(slug)}`)
  const [award, revisions] = await readForPage(() =>
    Promise.all([readAward(slug), listAwardRevisions(slug)]),
  )
  if (!award) notFound()
  const a = award.record

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm">
          <Link href="/staff/data/awards" className="text-primary hover:underline">
            Awards
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{a.name}</h1>
        <p className="text-sm text-muted-foreground">
          Version {award.version}
          {award.updatedBy
            ? `, last saved by ${award.updatedBy} on ${formatDateTimeUtc(award.updatedAt)}`
            : ', as in the seed file'}
          .{' '}
          <Link
            href={recordPagePath('scholarship', a.slug)}
            className="text-primary underline underline-offset-4"
          >
            Public page
          </Link>
        </p>
      </header>
      <AwardEditForm key={award.version} award={a} version={award.version} />
      <section aria-labelledby="history" className="flex flex-col gap-3">
        <h2 id="history" className="text-xl font-semibold">
          History
        </h2>
        {revisions.length ? (
          <ol aria-label="Revisions" className="flex flex-col gap-3">
            {revisions.map((r) => (
              <li key={r.version} className="rounded-xl border p-3 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">Version {r.version}</span>
                  <span className="text-muted-foreground">
                    {r.by ?? 'a removed account'}, {formatDateTimeUtc(r.at)}
                  </span>
                  <RevertButton slug={a.slug} revision={r.version} baseVersion={award.version} />
                </p>
                <ul className="mt-2 flex flex-col gap-1">
                  {r.changes.map((c) => (
                    <li key={c.path.join('.')}>
                      <code>{c.path.join('.')}</code>: {shown(c.old)} → {shown(c.new)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No change since the seed file.</p>
        )}
      </section>
    </div>
  )
}
