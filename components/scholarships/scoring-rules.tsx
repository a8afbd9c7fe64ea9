'use client'

// A client module without props: its text travels in the cached script, not in every page's data.
import { MATCH_POINTS, MATCH_THRESHOLD, MAX_MATCH_SCORE } from '@/lib/scholarships/options'

const RULES: [string, number][] = [
  ['The degree level is one the award is offered for', MATCH_POINTS.degree],
  [
    'The field of study is among its subjects, or its name or description names it',
    MATCH_POINTS.field,
  ],
  ['The country is named where the award can be used', MATCH_POINTS.country],
  ['The scholarship type is the one you chose (not for All)', MATCH_POINTS.type],
  ['It is fully funded', MATCH_POINTS.fullyFunded],
  ['It is a prestigious programme', MATCH_POINTS.prestigious],
  ['It has a published deadline', MATCH_POINTS.deadline],
]

/** How the score is made, open for anyone who wants to check it. */
export function ScoringRules() {
  return (
    <details className="mt-5 rounded-lg border bg-muted/40 p-3 text-sm">
      <summary className="cursor-pointer rounded-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none">
        How the match score works
      </summary>
      <ul className="mt-3 grid gap-1">
        {RULES.map(([rule, points]) => (
          <li key={rule} className="flex justify-between gap-3">
            <span>{rule}</span>
            <span className="font-semibold tabular-nums">+{points}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-muted-foreground">
        Scores are capped at {MAX_MATCH_SCORE}; only awards scoring above {MATCH_THRESHOLD} are
        listed, highest first. Excellent Match is 80 or more, Good Match 60 to 79, Fair Match 40 to
        59 and Basic Match below 40.
      </p>
      <p className="mt-2 text-muted-foreground">
        Before scoring, awards you cannot hold with your nationality, in your preferred country, at
        your degree level or in your field are set apart under Not eligible, each with the reason;
        awards whose round for the coming intake has closed are set apart under Closed.
      </p>
    </details>
  )
}
