import type { Operator } from '@/lib/site/operator'
import { OperatorContact } from '@/components/layout/operator-contact'

/** Our e-mail, phone and address as configured (the footer shows the same); nothing when none is. */
export function ContactDetails({ operator }: { operator: Operator }) {
  if (!operator.email && !operator.phone && !operator.address) return null
  return (
    <section aria-labelledby="contact-details" className="contact-details">
      <h2 id="contact-details" className="text-lg font-semibold">
        Other ways to reach us
      </h2>
      {operator.name ? <p className="mt-1 text-sm text-muted-foreground">{operator.name}</p> : null}
      <OperatorContact operator={operator} />
    </section>
  )
}
