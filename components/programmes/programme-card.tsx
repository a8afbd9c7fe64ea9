import { moneyText, type FxTable } from '@/lib/currency'
import { formatNumber, formatWholeNumber } from '@/lib/format'
import type { ProgrammeCardData } from '@/lib/programmes/card'
import { PROGRAMME_COUNTRY_LABELS } from '@/lib/programmes/options'
import { IntentLink } from '@/components/ui/intent-link'
import { SaveToggle } from '@/components/shortlist/save-toggle'

// Twenty of these make a page: every class and element here is sent twice (HTML and RSC
// payload), so the card keeps to a few short ones; the list (ProgrammeList) styles the items and
// the page states the rates' source and date once.
const muted = 'text-muted-foreground'

/** A Scorecard median in dollars, or "not reported" (suppressed or blank: never 0). */
const usd = (value: number | null) =>
  value === null ? 'not reported' : `USD ${formatWholeNumber(value)}`

function FeeLine({ p, display, fx }: { p: ProgrammeCardData; display: string; fx: FxTable }) {
  const fee = p.fee && moneyText(p.fee.amount, p.fee.currency, display, fx)
  if (!fee) return <p className={muted}>Fee not reported</p>
  const period = p.courseWeeks ? `for the whole ${p.courseWeeks}-week course` : 'per year'
  return (
    <p>
      <b>{fee.original}</b>
      {fee.converted ? ` ${fee.converted} ${period}` : ` ${period}`}
    </p>
  )
}

const FIT_TONE: Record<NonNullable<ProgrammeCardData['budget']>['kind'], string> = {
  within: 'border-success/40 bg-success/10',
  partly: 'border-amber-500/40 bg-amber-500/10',
  above: 'border-destructive/40 bg-destructive/10',
  unknown: 'bg-muted/60',
}

/** The fit mark and the year's total in the visitor's currency (the page names the rates). */
function FitLine({ fit }: { fit: NonNullable<ProgrammeCardData['budget']> }) {
  return (
    <p className={`rounded-md border px-2 py-1 ${FIT_TONE[fit.kind]}`} data-fit={fit.kind}>
      <b>{fit.text}</b>
      <span className={`block text-xs ${muted}`}>{fit.total}</span>
    </p>
  )
}

/**
 * A compact result (a list item): title, provider, level and mode, country, fee per year or UK
 * salary, what tells it apart from the provider's programmes of the same title, its fit to a
 * budget, and Save.
 */
export function ProgrammeCard({
  p,
  display,
  fx,
  currency,
}: {
  p: ProgrammeCardData
  display: string
  fx: FxTable
  /** The URL's currency, kept on the programme's link so its page reads amounts in it too. */
  currency?: string
}) {
  return (
    <li>
      <h2>
        <IntentLink href={`/programmes/${p.id}${currency ? `?currency=${currency}` : ''}`}>
          {p.title}
        </IntentLink>
      </h2>
      <IntentLink href={`/institutions/${p.provider.id}`}>{p.provider.name}</IntentLink>
      <p className={muted}>
        {`${p.kind} · ${PROGRAMME_COUNTRY_LABELS[p.country]}`}
        {p.modeVariants.map((v, i) => (
          <span key={v.id}>
            {i ? ', ' : ' · also '}
            <IntentLink href={`/programmes/${v.id}`}>
              {v.label}
              <span className="sr-only">{` variant of ${p.title}`}</span>
            </IntentLink>
          </span>
        ))}
      </p>
      {p.tellApart ? <p data-testid="tell-apart">{p.tellApart}</p> : null}
      {p.courseTitle ? <p className={muted}>Title from Discover Uni</p> : null}
      {p.country === 'AU' ? (
        <FeeLine p={p} display={display} fx={fx} />
      ) : p.usFigures ? (
        <p data-testid="card-us-figures">
          {`Median earnings ${usd(p.usFigures.earnings.value)} `}
          <span className={muted}>{`(1 year after; ${p.usFigures.earnings.cohort})`}</span>
          <br />
          {`Median debt ${usd(p.usFigures.debt.value)} `}
          <span className={muted}>{`(${p.usFigures.debt.cohort})`}</span>
        </p>
      ) : p.salary ? (
        <p>
          {`Median salary GBP ${formatNumber(p.salary.median)} `}
          <span
            className={muted}
          >{`(${p.salary.ofSubject ? 'subject, ' : ''}${p.salary.years})`}</span>
        </p>
      ) : (
        <p className={muted}>Salary not reported</p>
      )}
      {p.budget ? <FitLine fit={p.budget} /> : null}
      <SaveToggle kind="programme" id={p.id} name={p.title} size="sm" />
    </li>
  )
}

/** The result list: item, heading and provider styles set once here rather than on every card. */
export function ProgrammeList({ children }: { children: React.ReactNode }) {
  return (
    <ul className="grid gap-4 text-sm *:grid *:content-start *:gap-1 *:rounded-xl *:border *:p-4 sm:grid-cols-2 lg:grid-cols-3 [&_button]:w-fit [&_h2]:font-semibold [&_h2+a]:text-primary">
      {children}
    </ul>
  )
}
