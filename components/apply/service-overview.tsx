import type { Operator } from '@/lib/site/operator'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { OperatorContact } from '@/components/layout/operator-contact'

const STEPS = [
  {
    title: 'Submit your profile',
    text: 'Tell us about your studies, goals, budget and preferred countries with the form below.',
  },
  {
    title: 'We select and apply',
    text: 'An expert picks the 3 universities that fit you best, prepares your documents with you and submits the applications.',
  },
  {
    title: 'We manage everything',
    text: 'We handle university communications, scholarships, offers, and your visa and enrolment, and you follow it all online.',
  },
]

const BENEFITS = [
  'Expert university selection matched to your profile',
  'Applications to 3 best-matched universities',
  'Scholarship assistance and applications',
  'All university communications managed for you',
  'Offer comparison and negotiation',
  'Progress tracking with a private link',
  'Visa and enrolment support',
  'End-to-end management, from shortlist to first day',
]

export function ServiceOverview({ operator }: { operator: Operator }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="how-title"
        className="rounded-xl border bg-card p-5 shadow-sm lg:col-span-2"
      >
        <h2 id="how-title" className="text-xl font-semibold">
          How Our Service Works
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex flex-col gap-1">
              <span className="flex size-8 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {i + 1}
              </span>
              <span className="font-medium">{step.title}</span>
              <span className="text-sm text-muted-foreground">{step.text}</span>
            </li>
          ))}
        </ol>
        <h2 className="mt-6 text-lg font-semibold">What you get</h2>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="contact-title"
        className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      >
        <h2 id="contact-title" className="text-lg font-semibold">
          Talk to an expert
        </h2>
        <OperatorContact operator={operator} className="contact-lines" />
        <p className="text-sm">
          You can also{' '}
          <IntentLink href="/contact" className="text-primary underline underline-offset-4">
            send us a message
          </IntentLink>
          : we reply within 24 hours.
        </p>
        <p className="text-sm text-muted-foreground">
          How we are paid: the service is free for students. Some partner universities pay us a
          commission when a student we helped enrols; we tell you which ones, and it never decides
          what we recommend.
        </p>
      </aside>
    </div>
  )
}
