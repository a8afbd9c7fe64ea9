// Service tests that edit an award as staff would: an editor account straight in the database,
// signed in over HTTP, then Chevening's closing date moved through the award editor's PUT.
import { randomUUID } from 'node:crypto'

import bcrypt from 'bcryptjs'
import { Client } from 'pg'

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

/** A new editor signed in on the server at `origin`, with Chevening's record as it stands. */
export async function signInEditor(databaseUrl: string, origin: string): Promise<EditorSession> {
  const password = `pw-${randomUUID()}`
  const email = `editor-${randomUUID().slice(0, 8)}@example.org`
  const db = new Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query(
      `INSERT INTO staff_users (email, name, role, password_hash) VALUES ($1, 'Editor', 'editor', $2)`,
      [email, await bcrypt.hash(password, 4)],
    )
    const { rows } = await db.query(`SELECT record, version FROM curated_awards WHERE slug = $1`, [
      CHEVENING,
    ])
    const row = rows[0] as { record: AwardRecord; version: number } | undefined
    if (!row) throw new Error('Chevening is not seeded in this database.')
    const login = await fetch(`${origin}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password }),
    })
    if (login.status !== 200) throw new Error(`Staff sign-in answered ${login.status}.`)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
    return { cookie, version: row.version, record: row.record }
  } finally {
    await db.end()
  }
}

/** Saves Chevening with a new closing date (YYYY-MM-DD) and the rest as it was. */
export function saveCheveningClosing(origin: string, session: EditorSession, closes: string) {
  const { record } = session
  return fetch(`${origin}/api/staff/data/awards/${CHEVENING}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie: session.cookie },
    body: JSON.stringify({
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
    }),
  })
}
