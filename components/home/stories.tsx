import type { AdmissionResult, ScholarshipStory } from '@/data/schema'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

import { Section } from './section'

const EXAMPLE_NOTE = 'Illustrative examples: names and quotes are not real students.'

export function ScholarshipStories({ stories }: { stories: ScholarshipStory[] }) {
  return (
    <Section id="stories" title="Scholarship Stories" intro={EXAMPLE_NOTE} className="bg-muted/30">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => (
          <li
            key={story.name}
            className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm"
          >
            <div className="flex items-center justify-between gap-2">
              <Badge variant="secondary">Example</Badge>
              <span className="font-semibold text-primary">{story.amount}</span>
            </div>
            <blockquote className="flex gap-2 text-sm">
              <Icon name="quote" className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <p>{story.quote}</p>
            </blockquote>
            <div className="mt-auto text-sm">
              <p className="font-semibold">
                {story.name}, {story.country}
              </p>
              <p className="text-muted-foreground">
                {story.scholarship} · {story.field} at {story.university}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="mt-8">
        <IntentLink href="/scholarships">ALL STORIES</IntentLink>
      </Button>
    </Section>
  )
}

export function AdmissionResults({ results }: { results: AdmissionResult[] }) {
  return (
    <Section id="results" title="Admission and Scholarships Results" intro={EXAMPLE_NOTE}>
      <AdmissionResultList results={results} />
      <Button asChild variant="outline" className="mt-8">
        <IntentLink href="/admission-results">ALL ADMISSIONS</IntentLink>
      </Button>
    </Section>
  )
}

/** The illustrative results as cards, each marked 'Example'. */
export function AdmissionResultList({ results }: { results: AdmissionResult[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {results.map((result) => (
        <li
          key={result.name}
          className="flex flex-col gap-2 rounded-xl border bg-card p-6 shadow-sm"
        >
          <Badge variant="secondary">Example</Badge>
          <p className="text-lg font-semibold">{result.university}</p>
          <p className="text-sm">{result.outcome}</p>
          <p className="text-sm text-muted-foreground">{result.program}</p>
          <p className="mt-auto text-sm">
            <span className="font-medium">{result.scholarship}</span>: {result.amount}
          </p>
          <p className="text-xs text-muted-foreground">
            {result.name}, {result.country}
          </p>
        </li>
      ))}
    </ul>
  )
}
