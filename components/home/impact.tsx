import { siteConfig } from '@/lib/site'
import type { Figure } from '@/data/schema'
import { Button } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'

import { Section } from './section'

/** What the guide holds, counted from its data (no marketing targets such as "50,000+ students"). */
export function Impact({ figures }: { figures: Figure[] }) {
  return (
    <Section
      id="impact"
      title="What our guide covers"
      intro="Counted from the data on this site, each dataset with its source and date on our About page."
    >
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse rounded-xl border bg-card p-6 text-center shadow-sm"
          >
            <dt className="mt-1 text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-4xl font-bold text-primary">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export function AboutTeaser() {
  return (
    <Section id="about" title={`About ${siteConfig.name}`} className="bg-muted/30">
      <div className="grid gap-6 lg:grid-cols-2">
        <p className="text-muted-foreground">
          We are a small team of admissions advisers and engineers. We keep a checked list of
          universities, courses and scholarships with their official links, and our experts help
          students choose where to apply, prepare strong applications, and follow every step through
          to the visa.
        </p>
        <div>
          <Button asChild variant="outline">
            <IntentLink href="/about">Learn More About Us</IntentLink>
          </Button>
        </div>
      </div>
    </Section>
  )
}

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-primary py-16 text-primary-foreground">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center">
        <h2 id="cta-title" className="text-3xl font-bold">
          Ready to take the next step?
        </h2>
        <p>Match yourself to scholarships in a minute, or explore universities worldwide.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="secondary" size="lg">
            <IntentLink href="/scholarships">Find Scholarships</IntentLink>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary"
          >
            <IntentLink href="/universities">Explore Universities</IntentLink>
          </Button>
        </div>
      </div>
    </section>
  )
}
