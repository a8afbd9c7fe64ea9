import 'server-only'

import { and, desc, eq } from 'drizzle-orm'

import { getDb } from '@/lib/db/client'
import { recordRevisions, staffUsers } from '@/lib/db/schema'
import type { RecordKind } from '@/lib/records/kinds'

/** A record's revisions, newest first, with the editor's e-mail (null once the account is gone). */
export async function listRecordRevisions(kind: RecordKind, id: string) {
  const db = await getDb()
  return db
    .select({
      version: recordRevisions.version,
      at: recordRevisions.at,
      changes: recordRevisions.changes,
      by: staffUsers.email,
    })
    .from(recordRevisions)
    .leftJoin(staffUsers, eq(staffUsers.id, recordRevisions.staffId))
    .where(and(eq(recordRevisions.recordKind, kind), eq(recordRevisions.recordId, id)))
    .orderBy(desc(recordRevisions.version))
}
