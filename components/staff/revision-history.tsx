import { formatDateTimeUtc } from '@/lib/format'
import { describeChange, type RevisionChange } from '@/lib/records/revisions'
import { RevertButton } from '@/components/staff/record-edit'

/** A changed value as the history shows it: JSON for anything but a plain string. */
const shown = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value)

type Revision = { version: number; at: Date; changes: RevisionChange[]; by: string | null }

/** One change: a field's old and new value, or a list item added or removed with its content. */
function ChangeItem({
  change,
  nouns,
}: {
  change: RevisionChange
  nouns?: Readonly<Record<string, string>>
}) {
  const line = describeChange(change, nouns)
  if (line.kind === 'added')
    return (
      <li>
        Added {line.what}: <span className="text-muted-foreground">{shown(change.new)}</span>
      </li>
    )
  if (line.kind === 'removed')
    return (
      <li>
        Removed {line.what} <span className="text-muted-foreground">(was {shown(change.old)})</span>
      </li>
    )
  return (
    <li>
      <code>{line.what}</code>: {shown(change.old)} → {shown(change.new)}
    </li>
  )
}

/** A record's history in the back office: each revision's fields, old and new, with a revert. */
export function RevisionHistory({
  revisions,
  revertEndpoint,
  baseVersion,
  nouns,
}: {
  revisions: Revision[]
  revertEndpoint: string
  /** The record's version now: a revert made on an older page is refused. */
  baseVersion: number
  /** What an item of a list compared item by item is called ("charge"), by the list's field. */
  nouns?: Readonly<Record<string, string>>
}) {
  return (
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
                <RevertButton
                  endpoint={revertEndpoint}
                  revision={r.version}
                  baseVersion={baseVersion}
                />
              </p>
              <ul className="mt-2 flex flex-col gap-1">
                {r.changes.map((c) => (
                  <ChangeItem key={JSON.stringify(c.path)} change={c} nouns={nouns} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No change since the seed file.</p>
      )}
    </section>
  )
}
