import type { MarkedMatch } from '@/lib/scholarships/budget'
import { MATCH_THRESHOLD, type NotEligible } from '@/lib/scholarships/matcher'
import { buttonVariants } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'
import { EmptyState } from '@/components/list/results-grid'

import { MatchResultCard } from './match-result-card'
import { ModifySearchLink } from './matcher-form'

type Props = {
  submitted: boolean
  results: MarkedMatch[]
  notEligible: NotEligible[]
  modifyHref: string
  focusId: string
}

/** Awards that would have scored as matches but that this student cannot hold, with why. */
function NotEligibleList({ items }: { items: NotEligible[] }) {
  return (
    <details className="rounded-xl border bg-muted/40 p-4 text-sm">
      <summary className="cursor-pointer rounded-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none">
        Not eligible ({items.length})
      </summary>
      <p className="mt-2 text-muted-foreground">
        These awards fit your choices but, by the programme&apos;s rules, cannot be held with your
        nationality, in your country of study or at your degree level.
      </p>
      <ul className="mt-3 grid gap-2" aria-label="Scholarships you are not eligible for">
        {items.map(({ scholarship: s, reasons }) => (
          <li key={s.slug} className="rounded-md border bg-card px-3 py-2">
            <IntentLink href={`/scholarships/${s.slug}`} className="font-medium hover:underline">
              {s.name}
            </IntentLink>
            <span className="block text-muted-foreground">
              {reasons.map((r) => r.text).join('; ')}
            </span>
          </li>
        ))}
      </ul>
    </details>
  )
}

function statusText(submitted: boolean, count: number) {
  if (!submitted) return ''
  if (!count) return 'No scholarships match your profile'
  return `${count} ${count === 1 ? 'scholarship matches' : 'scholarships match'} your profile`
}

/** Nothing until 'Find My Scholarships'; the status line stays in place so updates are announced. */
export function MatchResults({ submitted, results, notEligible, modifyHref, focusId }: Props) {
  return (
    <section id="matches" aria-labelledby="matches-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="matches-title" className="text-xl font-semibold">
          Your matches
        </h2>
        <p role="status" className="text-sm font-medium text-muted-foreground">
          {statusText(submitted, results.length)}
        </p>
      </div>
      {!submitted ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          Fill in your profile and press Find My Scholarships to see the awards that fit you, each
          with its score and why it matches.
        </p>
      ) : results.length ? (
        <ol className="flex flex-col gap-4">
          {results.map((result) => (
            <li key={result.scholarship.slug}>
              <MatchResultCard result={result} />
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState
          title="No matching scholarships"
          hint={`No award scores above ${MATCH_THRESHOLD} points for this profile. Choose a degree level, a field of study or a country, or another scholarship type.`}
        >
          <ModifySearchLink
            href={modifyHref}
            focusId={focusId}
            className={buttonVariants({ variant: 'outline', className: 'mt-2' })}
          >
            Modify Search Criteria
          </ModifySearchLink>
        </EmptyState>
      )}
      {submitted && notEligible.length ? <NotEligibleList items={notEligible} /> : null}
    </section>
  )
}
