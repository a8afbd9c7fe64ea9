import 'server-only'

import { env } from '@/lib/env'
import { siteConfig } from '@/lib/site'

type Confirmation = { to: string; firstName: string; reference: string; trackingUrl: string }

async function send(mail: { to: string; subject: string; text: string }) {
  const { createTransport } = await import('nodemailer')
  await createTransport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...mail })
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
