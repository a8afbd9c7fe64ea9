import type { Metadata } from 'next'
import { connection } from 'next/server'

import { getContentPageOrThrow } from '@/lib/content'
import { siteConfig } from '@/lib/site'
import { contentMetadata } from '@/lib/site/seo'
import { ContactDetails } from '@/components/contact/contact-details'
import { ContactForm } from '@/components/contact/contact-form'
import { ContentHeader } from '@/components/content/content-article'
import { MarkdownContent } from '@/components/content/markdown'
import { FormToaster } from '@/components/forms/form-toasts'

export const instant = false

const page = getContentPageOrThrow('/contact')

export const metadata: Metadata = contentMetadata(page)

export default async function ContactPage() {
  // The form that takes personal data runs under the nonce CSP (lib/security/csp.ts), so per request.
  await connection()
  const { emails, phone, location } = siteConfig.contact
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <ContentHeader page={page} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div className="flex flex-col gap-6">
          <MarkdownContent className="[&>:first-child]:mt-0">{page.body}</MarkdownContent>
          <ContactDetails emails={emails} phone={phone} location={location} />
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold">
            Send us a message
          </h2>
          <noscript>
            <p className="rounded-md border border-destructive p-4 text-sm">
              This form needs JavaScript to check your message before sending. You can also write to
              us at {emails[0]}.
            </p>
          </noscript>
          <ContactForm />
        </section>
      </div>
      <FormToaster />
    </div>
  )
}
