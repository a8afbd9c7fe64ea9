import { createContactMessage } from '@/lib/db/contact-messages'
import { env } from '@/lib/env'
import { errorResponse, parseJson } from '@/lib/http'
import { clientAddress } from '@/lib/security/client-address'
import { CONTACT_LIMIT, enforceRateLimit } from '@/lib/security/rate-limit'
import { contactSchema } from '@/lib/validation/contact'

const BODY_LIMIT = 32 * 1024

/** POST /api/contact: validate, rate-limit and store a message to the team. */
export async function POST(request: Request) {
  try {
    const contact = await parseJson(request, contactSchema, BODY_LIMIT)
    await enforceRateLimit(CONTACT_LIMIT, clientAddress(request.headers, env.TRUST_PROXY))
    const saved = await createContactMessage(contact)
    // One line per message and no personal data in it.
    console.info(
      JSON.stringify({
        event: 'contact_message_received',
        timestamp: saved.createdAt.toISOString(),
      }),
    )
    return Response.json({ status: 'received', receivedAt: saved.createdAt }, { status: 201 })
  } catch (error) {
    return errorResponse(error)
  }
}
