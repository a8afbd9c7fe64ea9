// Service tests that move a university's master's deadline as staff would, through the deadline
// editor's PUT, signed in as an editor (signInEditor in test/award-edit.ts).
import { deadlineFormValues } from '@/lib/universities/deadline-edit'
import type { UniversityDeadlineRecord } from '@/data/schema'
import { putAsEditor, storedRecord, type EditorSession } from '@/test/award-edit'

/** Saves the first master's deadline of `slug` on a new day (YYYY-MM-DD), the rest as it was. */
export async function saveMastersDay(
  databaseUrl: string,
  origin: string,
  session: Pick<EditorSession, 'cookie'>,
  slug: string,
  day: string,
) {
  const { record, version } = await storedRecord<UniversityDeadlineRecord>(
    databaseUrl,
    'university_deadlines',
    slug,
  )
  if (!record.postgraduate) throw new Error(`${slug} has no master's deadline here.`)
  const form = deadlineFormValues(record)
  const pg = form.postgraduate!
  const [first, ...rest] = pg.deadlines
  return putAsEditor(origin, session.cookie, `deadlines/${slug}`, {
    baseVersion: version,
    form: {
      ...form,
      postgraduate: { ...pg, deadlines: [{ ...first!, day, rule: 'set for the test' }, ...rest] },
    },
  })
}
