import { formatNumber } from '@/lib/format'
import type { ProgrammeResults } from '@/lib/programmes'
import type { ProgrammesState } from '@/lib/programmes/state'
import { IntentLink } from '@/components/ui/intent-link'

/** What UK open data covers, said where a student meets UK programmes. */
export const UK_SCOPE = 'UK open data lists undergraduate courses and publishes no fees.'

/** How a budgeted list is ordered: lib/costs/fit.ts's order for lists. */
export const BUDGET_ORDER =
  'With a budget, programmes within it come first, then those partly within it, then those whose fit is not known, then those above it; the cheaper first in each, those without a fee last.'
const UK_BUDGET = 'UK open data publishes no fees, so a UK programme’s fit is not known.'

/**
 * How many of the matches have no fee, said where an order by cost lists them last: a fee order,
 * or a budget (where their known total lacks the fee). Null when no order by cost is in force.
 */
export function unpricedText(unpriced: number, budget: boolean, feeOrder: boolean) {
  if (!unpriced || !(budget || feeOrder)) return null
  const what =
    unpriced === 1
      ? '1 programme here has no fee reported'
      : `${formatNumber(unpriced)} programmes here have no fee reported`
  return budget
    ? `${what} (or none in your currency): each comes last among its kind of fit, never as the cheapest.`
    : `${what}: they come last, never as the cheapest.`
}

type Props = {
  state: ProgrammesState
  results: Pick<ProgrammeResults, 'facets' | 'ukUndergraduate' | 'unpriced'>
  href: (changes: Partial<ProgrammesState>) => string
}

const link = 'font-medium text-primary underline'

/**
 * What the data covers, beside the results: the UK's scope when UK programmes are in view, and
 * the programmes a level leaves out for lack of data, with a link that shows them, and the order
 * of a budgeted list.
 */
export function ScopeNotes({ state, results, href }: Props) {
  const ukInView =
    state.country === 'GB' || (!state.country && (results.facets.country.GB ?? 0) > 0)
  const ukLevelMissing =
    state.level !== '' &&
    state.level !== 'undergraduate' &&
    (state.country === '' || state.country === 'GB')
  const notes: React.ReactNode[] = []
  if (ukLevelMissing)
    notes.push(
      <p key="level">
        {`${UK_SCOPE} No UK programme is listed at this level. `}
        {results.ukUndergraduate ? (
          <IntentLink
            href={href({ level: 'undergraduate', country: 'GB', page: 1 })}
            className={link}
          >
            {`Show the ${formatNumber(results.ukUndergraduate)} UK undergraduate programmes`}
          </IntentLink>
        ) : null}
      </p>,
    )
  else if (ukInView) notes.push(<p key="uk">{UK_SCOPE}</p>)
  if (state.budget) notes.push(<p key="budget">{`${BUDGET_ORDER} ${ukInView ? UK_BUDGET : ''}`}</p>)
  const noFee = unpricedText(results.unpriced, Boolean(state.budget), state.sort === 'fee')
  if (noFee) notes.push(<p key="no-fee">{noFee}</p>)
  if (!notes.length) return null
  return (
    <div
      className="flex flex-col gap-1 rounded-lg border border-dashed p-3 text-sm"
      data-testid="scope-notes"
    >
      {notes}
    </div>
  )
}
