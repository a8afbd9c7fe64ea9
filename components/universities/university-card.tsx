'use client'

import { formatNumber } from '@/lib/format'
import type { BudgetFit } from '@/lib/universities/budget'
import { addToComparison, MAX_COMPARE, removeFromComparison } from '@/lib/universities/compare'
import { universityHref } from '@/lib/universities/links'
import type { BudgetLevel } from '@/lib/universities/options'
import type { UniversitiesState } from '@/lib/universities/state'
import type { UniversityCardData } from '@/lib/universities/view'
import { listHref, type ListUrl } from '@/lib/url-state'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { SaveToggle } from '@/components/shortlist/save-toggle'

import { CompareLink } from './compare-link'
import { DetailCompareButton } from './detail-compare-button'
import { Monogram } from './monogram'

const BUDGET_TONE: Record<BudgetFit['kind'], string> = {
  within: 'border-success/40 bg-success/10',
  partly: 'border-amber-500/40 bg-amber-500/10',
  above: 'border-destructive/40 bg-destructive/10',
  unknown: 'bg-muted/60',
}

type CompareProps = {
  /** /universities: its URL defaults, so that Compare links keep the list's other filters. */
  list: ListUrl<UniversitiesState>
  /** The /universities state whose comparison Compare changes; none on the UK list. */
  compareIn?: UniversitiesState
  /** The level the list's URL named: the card's link keeps it. */
  level?: BudgetLevel
}

/**
 * The cards of a university list. With `compareIn` (on /universities) Compare adds to the
 * comparison in that URL; without it (the UK list) it adds to the remembered comparison and opens
 * the Compare tab of /universities.
 */
export function UniversityCards({
  items,
  ...compare
}: { items: UniversityCardData[] } & CompareProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item[0]}>
          <UniversityCard item={item} {...compare} />
        </li>
      ))}
    </ul>
  )
}

function UniversityCard({
  item,
  list,
  compareIn,
  level,
}: { item: UniversityCardData } & CompareProps) {
  const [slug, name, place, rank, description, acceptance, students, tuition, tuitionNote] = item
  const [, , , , , , , , , programs, housing, clubs, website, budget, tuitionSource] = item
  return (
    <article className="uni-card" aria-labelledby={`uni-${slug}`}>
      <header>
        <Monogram id={slug} name={name} />
        <div>
          <h3 id={`uni-${slug}`}>
            <IntentLink href={universityHref(slug, level)}>{name}</IntentLink>
          </h3>
          <p>{place}</p>
        </div>
        <span className="badge badge-secondary" title="QS World University Rankings 2026">
          #{rank}
        </span>
      </header>
      <p className="line-clamp-3 text-sm text-muted-foreground">{description}</p>
      <dl>
        <div>
          <dt>Acceptance</dt>
          <dd>{acceptance}%</dd>
        </div>
        <div>
          <dt>Students</dt>
          <dd>{formatNumber(students)}</dd>
        </div>
        <div>
          <dt>Int&apos;l tuition a year</dt>
          <dd>
            <span>{tuition}</span>
            {tuitionNote ? <small>{tuitionNote}</small> : null}
            {tuitionSource ? <small>{tuitionSource}</small> : null}
          </dd>
        </div>
      </dl>
      {budget ? (
        <p className={`rounded-md border px-3 py-2 text-sm ${BUDGET_TONE[budget.kind]}`}>
          <span className="sr-only">Budget: </span>
          <span className="font-semibold">{budget.text}</span>
          <span className="block text-xs text-muted-foreground">{budget.total}</span>
        </p>
      ) : null}
      <div>
        <h4>Popular programs</h4>
        <ul>
          {programs.map((program) => (
            <li key={program} className="badge">
              {program}
            </li>
          ))}
        </ul>
      </div>
      <ul>
        <li>
          <Icon name="house" aria-hidden />
          <span className="sr-only">Housing: </span>
          {housing ? 'Housing Available' : 'Not Available'}
        </li>
        <li>
          <Icon name="users" aria-hidden />
          <span className="sr-only">Clubs: </span>
          {clubs}+ active
        </li>
      </ul>
      <footer>
        {compareIn ? (
          <CompareButton slug={slug} name={name} list={list} state={compareIn} />
        ) : (
          <DetailCompareButton list={list} slug={slug} name={name} size="sm" />
        )}
        <SaveToggle kind="university" id={slug} name={name} size="sm" />
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Icon name="external-link" aria-hidden />
          Visit Website<span className="sr-only"> of {name} (opens in a new tab)</span>
        </a>
      </footer>
    </article>
  )
}

/** Compare on /universities: adds to (or removes from) the comparison held in the URL. */
function CompareButton({
  slug,
  name,
  list,
  state,
}: {
  slug: string
  name: string
  list: ListUrl<UniversitiesState>
  state: UniversitiesState
}) {
  const selected = state.compare.includes(slug)
  if (!selected && state.compare.length >= MAX_COMPARE) {
    return (
      <button
        type="button"
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        disabled
        title={`You can compare up to ${MAX_COMPARE} universities`}
      >
        <Icon name="plus" aria-hidden />
        Compare<span className="sr-only">{` ${name} (comparison full)`}</span>
      </button>
    )
  }
  const next = selected
    ? removeFromComparison(state.compare, slug)
    : addToComparison(state.compare, slug)
  return (
    <CompareLink
      href={listHref(list, state, { compare: next })}
      next={next}
      aria-label={selected ? `In Comparison: ${name} (select to remove)` : `Compare ${name}`}
      className={buttonVariants({ variant: selected ? 'default' : 'secondary', size: 'sm' })}
    >
      {selected ? <Icon name="check" aria-hidden /> : <Icon name="plus" aria-hidden />}
      {selected ? 'In Comparison' : 'Compare'}
    </CompareLink>
  )
}
