import type { BudgetMark, MarkedMatch } from '@/lib/scholarships/budget'
import { MAX_MATCH_SCORE } from '@/lib/scholarships/matcher'
import { cn } from '@/lib/utils'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

import { OfficialLink, ScholarshipBadges, ScholarshipFactsList } from './scholarship-card'

const BUDGET_TONE: Record<BudgetMark['fit']['kind'], string> = {
  within: 'border-success/40 bg-success/10',
  partly: 'border-amber-500/40 bg-amber-500/10',
  above: 'border-destructive/40 bg-destructive/10',
  unknown: 'bg-muted/60',
}

/** A year at the award's university against the student's budget, before what the award pays. */
function BudgetNote({ mark }: { mark: BudgetMark }) {
  return (
    <p className={cn('rounded-md border px-3 py-2 text-sm', BUDGET_TONE[mark.fit.kind])}>
      <span className="text-muted-foreground">Your budget, a year at {mark.university}: </span>
      <span className="font-semibold">{mark.fit.text}</span>
      <span className="block text-xs text-muted-foreground">{mark.fit.total}</span>
      <span className="block text-xs text-muted-foreground">
        Before this award: what it pays is not taken off.
      </span>
    </p>
  )
}

/** One match: score, label and the points of each reason, so that the sum can be checked. */
export function MatchResultCard({ result }: { result: MarkedMatch }) {
  const { scholarship: s, matchScore, totalPoints, matchReasons, label, topNote } = result
  return (
    <article
      aria-labelledby={`match-${s.slug}`}
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm',
        topNote && 'border-primary/50 ring-1 ring-primary/30',
      )}
    >
      {topNote ? (
        <p className="inline-flex w-fit items-center gap-1 rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
          <Icon name="star" className="size-3.5 fill-current" aria-hidden />
          {topNote}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h3 id={`match-${s.slug}`} className="leading-tight font-semibold">
            <IntentLink href={`/scholarships/${s.slug}`} className="hover:underline">
              {s.name}
            </IntentLink>
          </h3>
          <p className="text-sm text-muted-foreground">{s.university}</p>
          <ScholarshipBadges scholarship={s} />
        </div>
        <div className="shrink-0 text-right">
          <p className="leading-none">
            <span className="sr-only">Match score: </span>
            <span className="text-3xl font-bold text-primary tabular-nums">{matchScore}</span>
            <span className="text-sm text-muted-foreground">/100</span>
          </p>
          <p className="mt-1 text-sm font-medium">{label}</p>
        </div>
      </div>
      <div>
        <h4 id={`why-${s.slug}`} className="text-sm font-semibold">
          Why it matches
        </h4>
        <ul aria-labelledby={`why-${s.slug}`} className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {matchReasons.map((reason) => (
            <li
              key={reason.text}
              className="flex items-center justify-between gap-2 rounded-md bg-muted/60 px-2 py-1"
            >
              <span>{reason.text}</span>
              <span className="font-semibold tabular-nums">+{reason.points}</span>
            </li>
          ))}
        </ul>
        {totalPoints > matchScore ? (
          <p className="mt-2 text-xs text-muted-foreground">
            These add up to {totalPoints} points; scores are capped at {MAX_MATCH_SCORE}.
          </p>
        ) : null}
      </div>
      <ScholarshipFactsList scholarship={s} />
      {result.budget ? <BudgetNote mark={result.budget} /> : null}
      <footer className="flex flex-wrap gap-2">
        <OfficialLink scholarship={s} />
      </footer>
    </article>
  )
}
