import { Icon } from '@/components/ui/icon'

type ContactDetailsProps = { emails: string[]; phone: string; location: string }

/** Our addresses, phone number and location, as the footer shows them. */
export function ContactDetails({ emails, phone, location }: ContactDetailsProps) {
  return (
    <section aria-labelledby="contact-details" className="rounded-xl border bg-muted/40 p-5">
      <h2 id="contact-details" className="text-lg font-semibold">
        Other ways to reach us
      </h2>
      <address className="mt-3 flex flex-col gap-2 text-sm not-italic">
        {emails.map((email) => (
          <p key={email} className="flex items-center gap-2">
            <Icon name="mail" className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <a className="text-primary hover:underline" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        ))}
        <p className="flex items-center gap-2">
          <Icon name="phone" className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <a className="text-primary hover:underline" href={`tel:${phone.replace(/\s/g, '')}`}>
            {phone}
          </a>
        </p>
        <p className="flex items-center gap-2">
          <Icon name="map-pin" className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          {location}
        </p>
      </address>
    </section>
  )
}
