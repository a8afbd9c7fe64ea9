import type { CountryGuideCard } from '@/data/schema'
import { IntentLink } from '@/components/ui/intent-link'

import { Section } from './section'

export function CountryGuides({ guides }: { guides: CountryGuideCard[] }) {
  return (
    <Section id="guides" title="Study Abroad Guides" className="bg-muted/30">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {guides.map((guide) => (
          <li key={guide.href}>
            <IntentLink
              href={guide.href}
              className="flex h-full flex-col gap-2 rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
            >
              <span
                className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 font-bold tracking-wide text-primary"
                aria-hidden
              >
                {guide.code}
              </span>
              <span className="text-lg font-semibold">{guide.title}</span>
              <span className="text-sm text-muted-foreground">{guide.summary}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
