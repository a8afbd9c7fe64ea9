// Service tests that edit records as staff would on a running server: an editor account straight in
// the database, signed in over HTTP, then a record saved through its editor's PUT.
import { Client } from 'pg'

import { cookieOf, testStaffLogin } from '@/test/staff-app'

export const CHEVENING = 'chevening-scholarships'

type AwardRecord = {
  name: string
  value: string
  link: string
  description: string
  sources: { title: string; url: string }[]
  deadline?: string
}

export type EditorSession = { cookie: string; version: number; record: AwardRecord }

/** One query on its own connection. */
async function query(databaseUrl: string, text: string, values: unknown[]) {
  const db = new Client({ connectionString: databaseUrl })
  await db.connect()
  return db.query(text, values).finally(() => db.end())
}

/** A record and its version as the database holds them; an error when there is none. */
export async function storedRecord<T>(databaseUrl: string, table: string, slug: string) {
  const { rows } = await query(
    databaseUrl,
    `SELECT record, version FROM ${table} WHERE slug = $1`,
    [slug],
  )
  const row = rows[0] as { record: T; version: number } | undefined
  if (!row) throw new Error(`${slug} is not in ${table} in this database.`)
  return row
}

/** Saves a record through /api/staff/data/<path> as the signed-in editor. */
export const putAsEditor = (origin: string, cookie: string, path: string, body: unknown) =>
  fetch(`${origin}/api/staff/data/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  })

/** A new editor signed in on the server at `origin`, with Chevening's record as it stands. */
export async function signInEditor(databaseUrl: string, origin: string): Promise<EditorSession> {
  const { email, password, passwordHash } = await testStaffLogin()
  await query(
    databaseUrl,
    `INSERT INTO staff_users (email, name, role, password_hash) VALUES ($1, 'Editor', 'editor', $2)`,
    [email, passwordHash],
  )
  const { record, version } = await storedRecord<AwardRecord>(
    databaseUrl,
    'curated_awards',
    CHEVENING,
  )
  const login = await fetch(`${origin}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  if (login.status !== 200) throw new Error(`Staff sign-in answered ${login.status}.`)
  return { cookie: cookieOf(login), version, record }
}

/** Saves Chevening with a new closing date (YYYY-MM-DD) and the rest as it was. */
export function saveCheveningClosing(origin: string, session: EditorSession, closes: string) {
  const { record } = session
  return putAsEditor(origin, session.cookie, `awards/${CHEVENING}`, {
    baseVersion: session.version,
    form: {
      name: record.name,
      value: record.value,
      deadline: record.deadline ?? '',
      link: record.link,
      description: record.description,
      opens: '',
      closes,
      sources: record.sources,
      checkAgainst: '',
    },
  })
}
