import { moneyText, type FxTable } from '@/lib/currency'
import { PROGRAMME_COUNTRY_LABELS } from '@/lib/programmes/options'
import { salaryOf, type IndexedProgramme } from '@/lib/programmes/query'
import { IntentLink } from '@/components/ui/intent-link'
import { SaveToggle } from '@/components/shortlist/save-toggle'

// Twenty of these make a page: every class and element here is sent twice (HTML and RSC
// payload), so the card keeps to a few short ones; the list (ProgrammeList) styles the items and
// the page states the ECB rate date once.
const muted = 'text-muted-foreground'

/**
 * A compact result (a list item): title, provider, level, country, fee per year or UK salary, and
 * the shortlist's Save toggle.
 */
export function ProgrammeCard({
  entry,
  display,
  fx,
}: {
  entry: IndexedProgramme
  display: string
  fx: FxTable
}) {
  const p = entry.programme
  const salary = p.country === 'GB' ? salaryOf(p) : null
  const fee = entry.fee && moneyText(entry.fee.amount, entry.fee.currency, display, fx)
  return (
    <li>
      <h2>
        <IntentLink href={`/programmes/${p.id}`}>{p.title}</IntentLink>
      </h2>
      <IntentLink href={`/institutions/${p.provider}`}>{entry.providerName}</IntentLink>
      <p
        className={muted}
      >{`${p.levelLabel ?? p.level} · ${PROGRAMME_COUNTRY_LABELS[p.country]}`}</p>
      {p.country === 'AU' ? (
        fee ? (
          <p>
            <b>{fee.original}</b>
            {fee.converted ? ` ${fee.converted} per year` : ' per year'}
          </p>
        ) : (
          <p className={muted}>Fee not reported</p>
        )
      ) : salary ? (
        <p>
          {`Median salary GBP ${salary.median.toLocaleString('en-US')} `}
          <span className={muted}>{`(${salary.ofSubject ? 'subject, ' : ''}${salary.years})`}</span>
        </p>
      ) : (
        <p className={muted}>Salary not reported</p>
      )}
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
