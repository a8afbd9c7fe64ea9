import { formatNumber } from '@/lib/format'
import {
  compareScore,
  MAX_COMPARE,
  overflow,
  type CompareCandidate,
  type quickSummary,
} from '@/lib/universities/compare'
import type { YearlyCosts } from '@/lib/universities/costs'
import type { DeadlineBook } from '@/lib/universities/deadline-seed'
import { deadlineFor, type DeadlineRow } from '@/lib/universities/deadlines'
import type { FeeText } from '@/lib/universities/fees'
import { universityHref } from '@/lib/universities/links'
import type { BudgetLevel } from '@/lib/universities/options'
import type { University } from '@/data/schema'
import { buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { RecordCheckLine } from '@/components/content/record-check'

import { AddUniversitiesButton } from './add-universities-button'
import { CompareLink } from './compare-link'
import { Monogram } from './monogram'

type Removal = { href: string; next: string[] }

type ComparePanelProps = {
  selected: University[]
  /** Each selected university's fees a year, by slug, in `display`. */
  costs: Record<string, YearlyCosts>
  display: string
  /** Which rates, of which day, the converted amounts rest on ("At the ECB ... of 13 April 2026."). */
  ratesNote: string | null
  removals: Record<string, Removal>
  candidates: CompareCandidate[]
  full: boolean
  /** Worked out over the figures the table shows, at the chosen level. */
  summary: ReturnType<typeof quickSummary<University>>
  /** "Undergraduate": the level "most affordable" compares the tuition of. */
  levelLabel: string
  /** The levels whose deadlines the table shows: the one the URL chose, else both. */
  deadlineLevels: BudgetLevel[]
  /** The universities' deadline records (and UCAS's), for the deadline rows. */
  deadlines: DeadlineBook
}

function ListCell({ items }: { items: string[] }) {
  const { shown, more } = overflow(items)
  return (
    <ul className="space-y-0.5">
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
      {more > 0 ? <li className="text-muted-foreground">+{more} more</li> : null}
    </ul>
  )
}

/** A deadline for one level, with the page it comes from when it is a dated one. */
function DeadlineCell({ row }: { row: DeadlineRow }) {
  return (
    <>
      {row.text}
      {row.source ? (
        <a
          href={row.source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="block text-xs text-primary hover:underline"
        >
          {row.source.title}
        </a>
      ) : null}
      {row.checked ? (
        <RecordCheckLine
          as="span"
          check={row.checked}
          className="block text-xs text-muted-foreground"
        />
      ) : null}
    </>
  )
}

/** An amount a year: as charged, then in the display currency when that differs. */
function Fee({ fee, note }: { fee: FeeText; note?: string }) {
  return (
    <>
      <span className="font-medium">{fee.amount}</span>
      {fee.converted ? <span className="block">{fee.converted}</span> : null}
      {note ? <span className="block text-xs text-muted-foreground">{note}</span> : null}
    </>
  )
}

function TuitionCell({ tuition }: { tuition: YearlyCosts['undergraduate'] }) {
  if (tuition.kind === 'figure')
    return <Fee fee={tuition} note={`${tuition.year}, ${tuition.source.title}`} />
  return <Fee fee={tuition} note={tuition.reason} />
}

/** A year in all: tuition, living cost and visa charges; what it leaves out, said. */
function TotalCell({ total }: { total: YearlyCosts['total']['undergraduate'] }) {
  return (
    <>
      <span className="font-medium">{total.perYear}</span>
      {total.course ? <span className="block">{total.course}</span> : null}
      {total.missing ? (
        <span className="block text-xs text-muted-foreground">{total.missing}</span>
      ) : null}
      {total.typical ? (
        <span className="block text-xs text-muted-foreground">{total.typical}</span>
      ) : null}
    </>
  )
}

type Row = {
  label: string
  render: (u: University, costs: YearlyCosts, deadlines: DeadlineBook) => React.ReactNode
  /** A deadline row's level: shown only when the page shows that level's dates. */
  deadline?: BudgetLevel
}

const ROWS: Row[] = [
  { label: 'World ranking', render: (u) => `#${u.worldRanking}` },
  { label: 'National ranking', render: (u) => `#${u.nationalRanking} in ${u.country}` },
  { label: 'Location', render: (u) => `${u.city}, ${u.country}` },
  { label: 'Acceptance rate', render: (u) => `${u.acceptanceRate}%` },
  { label: 'Students', render: (u) => formatNumber(u.studentPopulation) },
  { label: 'International students', render: (u) => formatNumber(u.internationalStudents) },
  {
    label: 'Tuition a year, undergraduate (international)',
    render: (_, costs) => <TuitionCell tuition={costs.undergraduate} />,
  },
  {
    label: "Tuition a year, master's (international)",
    render: (_, costs) => <TuitionCell tuition={costs.postgraduate} />,
  },
  {
    label: 'Living cost a year (student visa requirement)',
    render: (_, { living }) =>
      living.known ? (
        <Fee fee={living} note={`Visa requirement ${living.since}`} />
      ) : (
        <Fee fee={living} note={living.reason} />
      ),
  },
  {
    label: 'Total a year, undergraduate (international)',
    render: (_, costs) => <TotalCell total={costs.total.undergraduate} />,
  },
  {
    label: "Total a year, master's (international)",
    render: (_, costs) => <TotalCell total={costs.total.postgraduate} />,
  },
  { label: 'Minimum GPA', render: (u) => u.admissionRequirements.minimumGPA.toFixed(1) },
  { label: 'English test', render: (u) => u.admissionRequirements.englishTest },
  {
    label: 'Application deadline, undergraduate',
    render: (u, _, deadlines) => <DeadlineCell row={deadlineFor(deadlines, u, 'undergraduate')} />,
    deadline: 'undergraduate',
  },
  {
    label: "Application deadline, master's",
    render: (u, _, deadlines) => <DeadlineCell row={deadlineFor(deadlines, u, 'postgraduate')} />,
    deadline: 'postgraduate',
  },
  { label: 'Popular programs', render: (u) => <ListCell items={u.popularPrograms} /> },
  { label: 'Facilities', render: (u) => <ListCell items={u.facilities} /> },
  {
    label: 'Housing',
    render: (u) => (u.campusLife.housing ? 'Housing Available' : 'Not Available'),
  },
  { label: 'Clubs', render: (u) => `${u.campusLife.clubs}+ active` },
  { label: 'Research rating', render: (u) => `${u.academics.researchRating}/10` },
  { label: 'Employment rate', render: (u) => `${u.academics.employmentRate}%` },
  {
    label: 'Graduate salary a year',
    render: (_, { salary }) => (
      <Fee
        fee={salary}
        note={
          salary.definition
            ? `${salary.definition}; our estimate from the university's published figures`
            : undefined
        }
      />
    ),
  },
]

export function ComparePanel({
  selected,
  costs,
  display,
  ratesNote,
  removals,
  candidates,
  full,
  summary,
  levelLabel,
  deadlineLevels,
  deadlines,
}: ComparePanelProps) {
  // The dialog keeps one place in the tree so it stays open while the first universities are added.
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">
          {selected.length
            ? `Comparing ${selected.length} of ${MAX_COMPARE}`
            : 'No universities selected for comparison'}
        </h2>
        <AddUniversitiesButton
          candidates={candidates}
          full={full}
          selectedCount={selected.length}
          className={buttonVariants({ variant: 'outline' })}
        />
      </div>
      {selected.length ? (
        <ComparisonTable
          selected={selected}
          costs={costs}
          display={display}
          ratesNote={ratesNote}
          removals={removals}
          summary={summary}
          levelLabel={levelLabel}
          deadlineLevels={deadlineLevels}
          deadlines={deadlines}
        />
      ) : (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          Click the compare button on university cards to add them here.
        </p>
      )}
    </div>
  )
}

/** Row labels stay in view while the columns scroll sideways on a phone... */
const STICKY = 'sticky left-0 z-10 w-28 bg-background sm:w-40'
/** ...and the universities' names while the rows scroll up (the table scrolls in its own box). */
const STICKY_TOP = 'sticky top-0 z-20 bg-background shadow-[inset_0_-1px_0_var(--border)]'

function ComparisonTable({
  selected,
  costs,
  display,
  ratesNote,
  removals,
  summary,
  levelLabel,
  deadlineLevels,
  deadlines,
}: Omit<ComparePanelProps, 'candidates' | 'full'>) {
  return (
    <>
      <Table
        container={{
          className: 'max-h-[80svh] overflow-auto rounded-md border',
          tabIndex: 0,
          role: 'region',
          'aria-label': 'Comparison table, scrolls in both directions',
        }}
      >
        <caption className="sr-only">Side-by-side comparison of the selected universities</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className={`${STICKY} ${STICKY_TOP} z-30`}>
              <span className="sr-only">Field</span>
            </TableHead>
            {selected.map((u) => (
              <TableHead
                key={u.slug}
                scope="col"
                className={`${STICKY_TOP} h-auto min-w-52 py-3 align-top`}
              >
                <div className="flex items-start justify-between gap-2">
                  <span className="flex items-start gap-2">
                    <Monogram id={u.slug} name={u.name} size="sm" />
                    <IntentLink
                      href={universityHref(
                        u.slug,
                        deadlineLevels.length === 1 ? deadlineLevels[0] : undefined,
                      )}
                      className="hover:underline"
                    >
                      {u.name}
                    </IntentLink>
                  </span>
                  <CompareLink
                    href={removals[u.slug]!.href}
                    next={removals[u.slug]!.next}
                    aria-label={`Remove ${u.name} from comparison`}
                    className={
                      buttonVariants({ variant: 'ghost', size: 'icon' }) + ' size-8 shrink-0'
                    }
                  >
                    <Icon name="x" aria-hidden />
                  </CompareLink>
                </div>
                <a
                  href={u.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex items-center gap-1 text-xs font-normal text-primary hover:underline"
                >
                  <Icon name="external-link" className="size-3" aria-hidden />
                  Visit Website<span className="sr-only"> of {u.name} (opens in a new tab)</span>
                </a>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow className="bg-secondary/50">
            <TableHead scope="row" className={STICKY}>
              Overall score
            </TableHead>
            {selected.map((u) => {
              const score = compareScore(u)
              return (
                <TableCell key={u.slug}>
                  <p className="text-lg font-bold text-primary">Score: {score.total}/100</p>
                  <p className="text-xs text-muted-foreground">
                    Mean of ranking {score.terms.ranking.toFixed(1)}, selectivity{' '}
                    {score.terms.selectivity.toFixed(1)}, research {score.terms.research},
                    employment {score.terms.employment}
                  </p>
                </TableCell>
              )
            })}
          </TableRow>
          {ROWS.filter((row) => !row.deadline || deadlineLevels.includes(row.deadline)).map(
            (row) => (
              <TableRow key={row.label}>
                <TableHead scope="row" className={STICKY}>
                  {row.label}
                </TableHead>
                {selected.map((u) => (
                  <TableCell key={u.slug}>{row.render(u, costs[u.slug]!, deadlines)}</TableCell>
                ))}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">
        {`Every fee is for one year, in the currency the university charges and, after ≈, in ${display} (approximate).${ratesNote ? ` ${ratesNote}` : ''}`}
      </p>
      <section aria-labelledby="summary-title" className="rounded-xl border bg-card p-5">
        <h3 id="summary-title" className="font-semibold">
          Quick Summary
        </h3>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Highest ranked</dt>
            <dd className="font-medium">{summary.highestRanked?.name}</dd>
          </div>
          {summary.mostAffordable ? (
            <div>
              <dt className="text-muted-foreground">{`Most affordable (${levelLabel.toLowerCase()} tuition)`}</dt>
              <dd className="font-medium">{summary.mostAffordable.name}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-muted-foreground">Highest acceptance rate</dt>
            <dd className="font-medium">{summary.highestAcceptance?.name}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          The score is the mean of four terms out of 100: 100 minus world ranking ÷ 10 (at least 0),
          100 minus the acceptance rate, research rating × 10, and the employment rate.{' '}
          {summary.mostAffordable
            ? `Most affordable compares the ${summary.priced} ${levelLabel.toLowerCase()} tuition figures the table shows; a university without one takes no part.`
            : `No most affordable: fewer than two of these universities have a ${levelLabel.toLowerCase()} tuition figure.`}
        </p>
      </section>
    </>
  )
}
