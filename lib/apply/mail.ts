import 'server-only'

import { createHash } from 'node:crypto'

import { env } from '@/lib/env'
import { RateLimitError } from '@/lib/errors'
import { enforceRateLimit, MAIL_RECIPIENT_LIMIT } from '@/lib/security/rate-limit'
import { siteConfig } from '@/lib/site'

type Confirmation = { to: string; firstName: string; reference: string; trackingUrl: string }

/**
 * Sends one e-mail unless its address has had its share this hour (anyone may type anyone's
 * address into a form); the cap counts a hash of the address, never the address itself.
 */
async function send(mail: { to: string; subject: string; text: string }) {
  const recipient = createHash('sha256').update(mail.to.trim().toLowerCase()).digest('base64url')
  try {
    await enforceRateLimit(MAIL_RECIPIENT_LIMIT, recipient)
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error
    console.info(`No e-mail sent ("${mail.subject}"): the address had its e-mails for this hour.`)
    return
  }
  const { createTransport } = await import('nodemailer')
  await createTransport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...mail })
}

// A given name as people write them: letters, with inner spaces, hyphens or apostrophes. Nothing a
// mail reader would turn into a link (no dots, slashes, colons or digits) and no sentence.
const PLAIN_GIVEN_NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*){0,3}$/u
const GREETING_NAME_MAX = 40

/** The greeting of an e-mail: the applicant's first name only when it is plainly a name. */
export function greeting(firstName: string) {
  const name = firstName.trim()
  return name.length <= GREETING_NAME_MAX && PLAIN_GIVEN_NAME.test(name)
    ? `Dear ${name},`
    : 'Dear applicant,'
}

/** Sends the confirmation e-mail when SMTP_URL is set; otherwise says in the log that none was sent. */
export async function sendApplicationConfirmation({
  to,
  firstName,
  reference,
  trackingUrl,
}: Confirmation) {
  if (!env.SMTP_URL) {
    console.info(`No confirmation e-mail sent for ${reference}: SMTP_URL is not set.`)
    return
  }
  await send({
    to,
    subject: `We received your application (${reference})`,
    text: [
      greeting(firstName),
      '',
      `Thank you for applying through ${siteConfig.name}. Your reference is ${reference}.`,
      'An admissions expert will contact you within 24 hours.',
      '',
      `Follow your application here (keep this link private): ${trackingUrl}`,
      '',
      `${siteConfig.name}`,
    ].join('\n'),
  })
}

type ReplacementLinks = { to: string; links: { reference: string; trackingUrl: string }[] }

/** Sends the new tracking links someone asked for when SMTP_URL is set; otherwise logs that none was sent. */
export async function sendReplacementTrackingLinks({ to, links }: ReplacementLinks) {
  const references = links.map((link) => link.reference).join(', ')
  if (!env.SMTP_URL) {
    console.info(`No tracking-link e-mail sent for ${references}: SMTP_URL is not set.`)
    return
  }
  await send({
    to,
    subject: `Your new tracking link (${references})`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked for a new link to follow ${links.length > 1 ? 'your applications' : 'your application'} with ${siteConfig.name}.`,
      '',
      ...links.map((link) => `${link.reference}: ${link.trackingUrl}`),
      '',
      'Keep the link private. Once you open it, your old link stops working.',
      'If you did not ask for it, you can ignore this e-mail: your old link keeps working.',
      '',
      `${siteConfig.name}`,
    ].join('\n'),
  })
}
