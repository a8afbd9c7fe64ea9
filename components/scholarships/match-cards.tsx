'use client'

import type { MatchCardData } from '@/lib/scholarships/card'
import { MAX_MATCH_SCORE } from '@/lib/scholarships/options'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { SaveToggle } from '@/components/shortlist/save-toggle'

import { BadgeList, FactsList, OfficialLink } from './scholarship-card'

const BUDGET_TONE: Record<string, string> = {
  within: 'border-success/40 bg-success/10',
  partly: 'border-amber-500/40 bg-amber-500/10',
  above: 'border-destructive/40 bg-destructive/10',
  unknown: 'bg-muted/60',
}

/** A year at the award's university against the student's budget, before what the award pays. */
function BudgetNote({ mark }: { mark: NonNullable<MatchCardData[6]> }) {
  const [university, kind, text, total] = mark
  return (
    <p className={`rounded-md border px-3 py-2 text-sm ${BUDGET_TONE[kind] ?? ''}`}>
      <span className="text-muted-foreground">Your budget, a year at {university}: </span>
      <span className="font-semibold">{text}</span>
      <span className="block text-xs text-muted-foreground">{total}</span>
      <span className="block text-xs text-muted-foreground">
        Before this award: what it pays is not taken off.
      </span>
    </p>
  )
}

/** One match: score, label and the points of each reason, so that the sum can be checked. */
function MatchCard({ item }: { item: MatchCardData }) {
  const [card, score, label, topNote, reasons, totalPoints, budget] = item
  const [slug, name, university, , type, funded, prestigious, value, degrees] = card
  const [, , , , , , , , , entryYear, cycle, deadline, link] = card
  return (
    <article
      aria-labelledby={`match-${slug}`}
      className={`flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm ${topNote ? 'border-primary/50 ring-1 ring-primary/30' : ''}`}
    >
      {topNote ? (
        <p className="inline-flex w-fit items-center gap-1 rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
          <Icon name="star" className="size-3.5 fill-current" aria-hidden />
          {topNote}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h3 id={`match-${slug}`} className="leading-tight font-semibold">
            <IntentLink href={`/scholarships/${slug}`} className="hover:underline">
              {name}
            </IntentLink>
          </h3>
          <p className="text-sm text-muted-foreground">{university}</p>
          <BadgeList type={type} funded={funded} prestigious={prestigious} />
        </div>
        <div className="shrink-0 text-right">
          <p className="leading-none">
            <span className="sr-only">Match score: </span>
            <span className="text-3xl font-bold text-primary tabular-nums">{score}</span>
            <span className="text-sm text-muted-foreground">/100</span>
          </p>
          <p className="mt-1 text-sm font-medium">{label}</p>
        </div>
      </div>
      <div>
        <h4 id={`why-${slug}`} className="text-sm font-semibold">
          Why it matches
        </h4>
        <ul aria-labelledby={`why-${slug}`} className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {reasons.map(([text, points]) => (
            <li
              key={text}
              className="flex items-center justify-between gap-2 rounded-md bg-muted/60 px-2 py-1"
            >
              <span>{text}</span>
              <span className="font-semibold tabular-nums">+{points}</span>
            </li>
          ))}
        </ul>
        {totalPoints > score ? (
          <p className="mt-2 text-xs text-muted-foreground">
            These add up to {totalPoints} points; scores are capped at {MAX_MATCH_SCORE}.
          </p>
        ) : null}
      </div>
      <FactsList
        value={value}
        degrees={degrees}
        entryYear={entryYear}
        cycle={cycle}
        deadline={deadline}
      />
      {budget ? <BudgetNote mark={budget} /> : null}
      <footer className="flex flex-wrap gap-2">
        <OfficialLink scholarship={{ name, link }} />
        <SaveToggle kind="scholarship" id={slug} name={name} size="sm" />
      </footer>
    </article>
  )
}

/**
 * The matches, drawn in the browser from compact tuples: cards rendered by a server component
 * would be sent twice, as HTML and again in the page's data payload.
 */
export function MatchCards({ items }: { items: MatchCardData[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {items.map((item) => (
        <li key={item[0][0]}>
          <MatchCard item={item} />
        </li>
      ))}
    </ol>
  )
}

const summaryClass =
  'cursor-pointer rounded-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none'

/** Awards set apart from the matches (closed, not eligible), each with its page and why. */
export function ApartList(props: {
  title: string
  intro: string
  label: string
  items: [slug: string, name: string, why: string][]
  /** Offer Save on each, so its next round reaches the shortlist's calendar. */
  saveable?: boolean
}) {
  return (
    <details className="rounded-xl border bg-muted/40 p-4 text-sm">
      <summary className={summaryClass}>{props.title}</summary>
      <p className="mt-2 text-muted-foreground">{props.intro}</p>
      <ul className="mt-3 grid gap-2" aria-label={props.label}>
        {props.items.map(([slug, name, why]) => (
          <li key={slug} className="rounded-md border bg-card px-3 py-2">
            <IntentLink href={`/scholarships/${slug}`} className="font-medium hover:underline">
              {name}
            </IntentLink>
            <span className="block text-muted-foreground">{why}</span>
            {props.saveable ? (
              <span className="mt-2 flex">
                <SaveToggle kind="scholarship" id={slug} name={name} size="sm" />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  )
}
