import { MATCH_THRESHOLD, type MatchResult } from '@/lib/scholarships/matcher'
import { buttonVariants } from '@/components/ui/button'
import { EmptyState } from '@/components/list/results-grid'

import { MatchResultCard } from './match-result-card'
import { ModifySearchLink } from './matcher-form'

type Props = { submitted: boolean; results: MatchResult[]; modifyHref: string; focusId: string }

function statusText(submitted: boolean, count: number) {
  if (!submitted) return ''
  if (!count) return 'No scholarships match your profile'
  return `${count} ${count === 1 ? 'scholarship matches' : 'scholarships match'} your profile`
}

/** Nothing until 'Find My Scholarships'; the status line stays in place so updates are announced. */
export function MatchResults({ submitted, results, modifyHref, focusId }: Props) {
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
    </section>
  )
}
