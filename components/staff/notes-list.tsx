import type { StaffApplicationView } from '@/lib/db/inbox'
import { formatDateTimeUtc } from '@/lib/format'

export function NotesList({ notes }: { notes: StaffApplicationView['notes'] }) {
  if (!notes.length) return <p className="text-sm text-muted-foreground">No notes yet.</p>
  return (
    <ol className="flex flex-col gap-3" aria-label="Notes, newest first">
      {notes.map((note) => (
        <li key={note.id} className="rounded-md border p-3">
          <p className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{note.author}</span>,{' '}
            <time dateTime={note.at.toISOString()}>{formatDateTimeUtc(note.at)}</time>
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap">{note.body}</p>
        </li>
      ))}
    </ol>
  )
}
