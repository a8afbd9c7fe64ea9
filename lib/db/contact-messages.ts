import 'server-only'

import { getDb } from '@/lib/db/client'
import { contactMessages } from '@/lib/db/schema'
import type { Contact } from '@/lib/validation/contact'

export type StoredContactMessage = { id: string; createdAt: Date }

/** Stores a validated contact message for the team to answer. */
export async function createContactMessage(message: Contact): Promise<StoredContactMessage> {
  const db = await getDb()
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
  return row!
}
