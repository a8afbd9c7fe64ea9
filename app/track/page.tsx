import type { Metadata } from 'next'
import { connection } from 'next/server'

import { env } from '@/lib/env'
import { pageMetadata } from '@/lib/site/seo'
import { IntentLink } from '@/components/ui/intent-link'
import { LostLinkForm } from '@/components/track/lost-link-form'

export const instant = false

export const metadata: Metadata = pageMetadata({
  title: 'Lost your tracking link?',
  description:
    'Ask for a new private link to follow your application: we send it to the e-mail address you applied with.',
  path: '/track',
  noindex: true,
})

export default async function LostLinkPage() {
  // A private page: its scripts carry this response's nonce (lib/security/csp.ts).
  await connection()
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Lost your tracking link?</h1>
        <p className="text-muted-foreground">
          Every application has a private link to follow it. Enter the e-mail address you applied
          with, and we send a new link for each application made with it. For your privacy, we send
          it only to that address, and this page does not say whether we found one.
        </p>
        <p className="text-sm text-muted-foreground">
          Your old link keeps working until you open the new one; then it stops, so a link you
          shared by mistake stops working too.
        </p>
      </header>
      <noscript>
        <p className="rounded-md border border-destructive p-4 text-sm">
          This form needs JavaScript. You can also{' '}
          <IntentLink href="/contact" className="underline">
            contact us
          </IntentLink>{' '}
          with your reference.
        </p>
      </noscript>
      <LostLinkForm />
      {env.SMTP_URL ? null : (
        <p className="rounded-md border p-4 text-sm">
          At the moment we cannot send e-mails from this site, so no link will arrive.{' '}
          <IntentLink href="/contact" className="text-primary underline underline-offset-4">
            Contact us
          </IntentLink>{' '}
          with your name and reference number instead, and we will send you your link.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        No e-mail after a few minutes, or no access to that address any more?{' '}
        <IntentLink href="/contact" className="text-primary underline underline-offset-4">
          Contact us
        </IntentLink>{' '}
        with your name and reference number, and we will help.
      </p>
    </div>
  )
}
