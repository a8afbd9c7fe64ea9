import type { Metadata } from 'next'
import { connection } from 'next/server'

import { getContentPageOrThrow } from '@/lib/content'
import { getOperator, organizationJsonLd } from '@/lib/site/operator'
import { contentMetadata } from '@/lib/site/seo'
import { contactSubjectFor } from '@/lib/validation/contact'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { ContactDetails } from '@/components/contact/contact-details'
import { ContactForm } from '@/components/contact/contact-form'
import { ContentHeader } from '@/components/content/content-article'
import { MarkdownContent } from '@/components/content/markdown'
import { FormToaster } from '@/components/forms/form-toasts'
import { JsonLd } from '@/components/json-ld'

export const instant = false

const page = getContentPageOrThrow('/contact')

export const metadata: Metadata = contentMetadata(page)

export default async function ContactPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  // The form that takes personal data runs under the nonce CSP (lib/security/csp.ts), so per request.
  await connection()
  const operator = getOperator()
  const subject = contactSubjectFor(await searchParams)
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <JsonLd data={organizationJsonLd(operator)} />
      <ContentHeader page={page} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div className="flex flex-col gap-6">
          <MarkdownContent className="[&>:first-child]:mt-0">{page.body}</MarkdownContent>
          <ContactDetails operator={operator} />
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
              This form needs JavaScript to check your message before sending.
              {operator.email ? ` You can also write to us at ${operator.email}.` : null}
            </p>
          </noscript>
          <ContactForm subject={subject} />
        </section>
      </div>
      <FormToaster />
    </div>
  )
}
