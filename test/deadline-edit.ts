// Service tests that move a university's master's deadline as staff would, through the deadline
// editor's PUT, signed in as an editor (signInEditor in test/award-edit.ts).
import { Client } from 'pg'

import { deadlineFormValues } from '@/lib/universities/deadline-edit'
import type { UniversityDeadlineRecord } from '@/data/schema'
import type { EditorSession } from '@/test/award-edit'

/** Saves the first master's deadline of `slug` on a new day (YYYY-MM-DD), the rest as it was. */
export async function saveMastersDay(
  databaseUrl: string,
  origin: string,
  session: Pick<EditorSession, 'cookie'>,
  slug: string,
  day: string,
) {
  const db = new Client({ connectionString: databaseUrl })
  await db.connect()
  const { rows } = await db
    .query(`SELECT record, version FROM university_deadlines WHERE slug = $1`, [slug])
    .finally(() => db.end())
  const row = rows[0] as { record: UniversityDeadlineRecord; version: number } | undefined
  if (!row?.record.postgraduate) throw new Error(`${slug} has no master's deadline here.`)
  const form = deadlineFormValues(row.record)
  const pg = form.postgraduate!
  const [first, ...rest] = pg.deadlines
  return fetch(`${origin}/api/staff/data/deadlines/${slug}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie: session.cookie },
    body: JSON.stringify({
      baseVersion: row.version,
      form: {
        ...form,
        postgraduate: { ...pg, deadlines: [{ ...first!, day, rule: 'set for the test' }, ...rest] },
      },
    }),
  })
}
