import type { Operator } from '@/lib/site/operator'
import { Icon } from '@/components/ui/icon'

/** A telephone link's target: the digits and a leading +, whatever spacing the number is written with. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The operator's e-mail, phone and address, each only where configured; nothing when none is. */
export function OperatorContact({
  operator,
  className,
}: {
  operator: Pick<Operator, 'email' | 'phone' | 'address'>
  className?: string
}) {
  const { email, phone, address } = operator
  if (!email && !phone && !address) return null
  return (
    <address className={className}>
      {email ? (
        <p>
          <Icon name="mail" aria-hidden />
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
      {phone ? (
        <p>
          <Icon name="phone" aria-hidden />
          <a href={telHref(phone)}>{phone}</a>
        </p>
      ) : null}
      {address ? (
        <p>
          <Icon name="map-pin" aria-hidden />
          <span>{address}</span>
        </p>
      ) : null}
    </address>
  )
}
