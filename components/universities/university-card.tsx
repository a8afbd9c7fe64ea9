import Link from 'next/link'

import { formatNumber } from '@/lib/format'
import type { BudgetFit } from '@/lib/universities/budget'
import { MAX_COMPARE } from '@/lib/universities/compare'
import type { University } from '@/data/schema'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { SaveToggle } from '@/components/shortlist/save-toggle'

import { CompareLink } from './compare-link'
import { Monogram } from './monogram'

/** Popular programs shown on a card, at most. */
export const CARD_PROGRAM_LIMIT = 4

export type CompareAction = { href: string; next: string[]; selected: boolean; full: boolean }

/** `compareControl` is the Compare button: a URL link on /universities, a remembered-set link elsewhere. */
export function UniversityCard({
  university,
  compareControl,
  budget,
}: {
  university: University
  compareControl: React.ReactNode
  /** The fit to the visitor's budget, when one is set. */
  budget?: BudgetFit
}) {
  const u = university
  return (
    <article
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
      aria-labelledby={`uni-${u.id}`}
    >
      <header className="flex items-start gap-3">
        <Monogram id={u.slug} name={u.name} />
        <div className="min-w-0 flex-1">
          <h3 id={`uni-${u.id}`} className="leading-tight font-semibold">
            <Link href={`/universities/${u.slug}`} className="hover:underline">
              {u.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            {u.city}, {u.country}
          </p>
        </div>
        <Badge variant="secondary" title="QS World University Rankings 2026">
          #{u.worldRanking}
        </Badge>
      </header>
      <p className="line-clamp-3 text-sm text-muted-foreground">{u.description}</p>
      <dl className="grid grid-cols-3 gap-2 text-center text-xs">
        <div className="flex flex-col-reverse rounded-md bg-muted/60 p-2">
          <dt className="text-muted-foreground">Acceptance</dt>
          <dd className="font-semibold">{u.acceptanceRate}%</dd>
        </div>
        <div className="flex flex-col-reverse rounded-md bg-muted/60 p-2">
          <dt className="text-muted-foreground">Students</dt>
          <dd className="font-semibold">{formatNumber(u.studentPopulation)}</dd>
        </div>
        <div className="flex flex-col-reverse rounded-md bg-muted/60 p-2">
          <dt className="text-muted-foreground">Int&apos;l tuition</dt>
          <dd className="font-semibold">
            {u.tuitionFees.internationalNumeric === null
              ? 'Not reported'
              : u.tuitionFees.internationalNumeric
                ? `$${formatNumber(u.tuitionFees.internationalNumeric)}`
                : 'Free'}
          </dd>
        </div>
      </dl>
      {budget ? <BudgetMark fit={budget} /> : null}
      <div>
        <h4 className="text-xs font-semibold text-muted-foreground uppercase">Popular programs</h4>
        <ul className="mt-1 flex flex-wrap gap-1">
          {u.popularPrograms.slice(0, CARD_PROGRAM_LIMIT).map((program) => (
            <li key={program}>
              <Badge variant="outline">{program}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li className="flex items-center gap-1">
          <Icon name="house" className="size-4 text-muted-foreground" aria-hidden />
          <span className="sr-only">Housing: </span>
          {u.campusLife.housing ? 'Housing Available' : 'Not Available'}
        </li>
        <li className="flex items-center gap-1">
          <Icon name="users" className="size-4 text-muted-foreground" aria-hidden />
          <span className="sr-only">Clubs: </span>
          {u.campusLife.clubs}+ active
        </li>
      </ul>
      <footer className="mt-auto flex flex-wrap gap-2">
        {compareControl}
        <SaveToggle kind="university" id={u.slug} name={u.name} size="sm" />
        <a
          href={u.website}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Icon name="external-link" aria-hidden />
          Visit Website<span className="sr-only"> of {u.name} (opens in a new tab)</span>
        </a>
      </footer>
    </article>
  )
}

export function CompareButton({ name, compare }: { name: string; compare: CompareAction }) {
  if (!compare.selected && compare.full) {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled
        title={`You can compare up to ${MAX_COMPARE} universities`}
      >
        <Icon name="plus" aria-hidden />
        Compare<span className="sr-only">{` ${name} (comparison full)`}</span>
      </Button>
    )
  }
  return (
    <CompareLink
      href={compare.href}
      next={compare.next}
      aria-label={
        compare.selected ? `In Comparison: ${name} (select to remove)` : `Compare ${name}`
      }
      className={buttonVariants({
        variant: compare.selected ? 'default' : 'secondary',
        size: 'sm',
      })}
    >
      {compare.selected ? <Icon name="check" aria-hidden /> : <Icon name="plus" aria-hidden />}
      {compare.selected ? 'In Comparison' : 'Compare'}
    </CompareLink>
  )
}

const BUDGET_TONE: Record<BudgetFit['kind'], string> = {
  within: 'border-success/40 bg-success/10',
  partly: 'border-amber-500/40 bg-amber-500/10',
  above: 'border-destructive/40 bg-destructive/10',
  unknown: 'bg-muted/60',
}

/** "Within budget" / "Above budget by X", with the yearly total it rests on. */
function BudgetMark({ fit }: { fit: BudgetFit }) {
  return (
    <p className={`rounded-md border px-3 py-2 text-sm ${BUDGET_TONE[fit.kind]}`}>
      <span className="sr-only">Budget: </span>
      <span className="font-semibold">{fit.text}</span>
      <span className="block text-xs text-muted-foreground">{fit.total}</span>
    </p>
  )
}
