import type { Operator } from '@/lib/site/operator'
import { IntentLink } from '@/components/ui/intent-link'
import { OperatorContact } from '@/components/layout/operator-contact'

/** How to reach us about this application, quoting its reference. */
export function ContactAboutApplication({
  reference,
  operator,
}: {
  reference: string
  operator: Operator
}) {
  return (
    <section aria-labelledby="contact-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="contact-title" className="text-lg font-semibold">
        Questions about your application?
      </h2>
      <p className="mt-1 text-sm">
        Quote your reference <strong className="font-mono">{reference}</strong> so that we find it
        at once.{' '}
        <IntentLink
          href={`/contact?reference=${encodeURIComponent(reference)}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          Send us a message about it
        </IntentLink>
        {operator.email || operator.phone ? ', or:' : '.'}
      </p>
      <OperatorContact operator={operator} className="contact-lines mt-3" />
    </section>
  )
}
