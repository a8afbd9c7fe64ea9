import 'server-only'

import { env } from '@/lib/env'
import { siteConfig } from '@/lib/site'

type Confirmation = { to: string; firstName: string; reference: string; trackingUrl: string }

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
  const { createTransport } = await import('nodemailer')
  const transport = createTransport(env.SMTP_URL)
  await transport.sendMail({
    from: env.MAIL_FROM,
    to,
    subject: `We received your application (${reference})`,
    text: [
      `Dear ${firstName},`,
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
