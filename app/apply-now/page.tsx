import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { connection } from 'next/server'
import { Suspense } from 'react'

import { COUNTRY_PAIRS } from '@/lib/apply/countries'
import { intakeYears } from '@/lib/apply/options'
import { APPLICATION_FORM_ID, parseApplyPrefill } from '@/lib/apply/prefill'
import { requestTime } from '@/lib/request-time'
import { getOperator } from '@/lib/site/operator'
import { pageMetadata } from '@/lib/site/seo'
import type { RawSearchParams } from '@/lib/validation/search-params'
import { ApplyForm } from '@/components/apply/apply-form'
import { ServiceOverview } from '@/components/apply/service-overview'
import { FormToaster } from '@/components/forms/form-toasts'

export const instant = false

export const metadata: Metadata = pageMetadata({
  title: 'Apply Through Us',
  description:
    'Hand your university applications to our admissions experts: we pick the 3 best-matched universities, apply, and manage everything through to your visa.',
  path: '/apply-now',
})

export default async function ApplyNowPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>
}) {
  // Rendered per request: the intake years follow today's date, and the form that takes personal
  // data runs under the nonce CSP (lib/security/csp.ts).
  await connection()
  const prefill = parseApplyPrefill(await searchParams)
  const today = requestTime(await headers(), new Date())
  const operator = getOperator()
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Apply Through Us</h1>
        <p className="max-w-3xl text-muted-foreground">
          Applying to universities abroad takes months of research, forms and e-mails. Give us your
          profile once: our admissions experts choose the universities that fit you, submit your
          applications, and handle everything until you enrol.
        </p>
      </header>
      <ServiceOverview operator={operator} />
      <section
        id={APPLICATION_FORM_ID}
        aria-labelledby="form-title"
        className="flex scroll-mt-20 flex-col gap-4"
      >
        <h2 id="form-title" className="text-2xl font-semibold">
          Your application
        </h2>
        <noscript>
          <p className="rounded-md border border-destructive p-4 text-sm">
            This form needs JavaScript to check your answers before sending.
            {operator.email ? ` You can also write to us at ${operator.email}.` : null}
          </p>
        </noscript>
        {prefill.university || prefill.course ? (
          <p className="text-sm text-muted-foreground">
            Study Preferences start from{' '}
            {[prefill.course, prefill.university].filter(Boolean).join(' at ')}; change anything you
            like.
          </p>
        ) : null}
        {/* Hydrated apart from the page: React hydrates a Suspense boundary after the rest, at low
            priority and in slices that yield to the browser, where the page's one hydration task
            held the main thread (Lighthouse blocking time 116 -> 55 ms, median of 7). A field filled
            before then keeps its value (components/apply/apply-form.test.tsx). */}
        <Suspense>
          <ApplyForm intakeYears={intakeYears(today)} countries={COUNTRY_PAIRS} prefill={prefill} />
        </Suspense>
      </section>
      <FormToaster />
    </div>
  )
}
