import { formatDate } from '@/lib/format'
import { eligibilitySummary } from '@/lib/scholarships/eligibility'
import { roundStatus } from '@/lib/scholarships/round'
import type { Scholarship, University } from '@/data/schema'
import { IntentLink } from '@/components/ui/intent-link'
import { FactRows } from '@/components/content/fact-rows'
import { RecordCheckLine } from '@/components/content/record-check'

type Props = { scholarship: Scholarship; university?: University }

/** Everything the dataset knows about one scholarship, as a list of facts. */
export function ScholarshipDetails({ scholarship: s, university }: Props) {
  const rows: [string, React.ReactNode][] = [
    ['Type', `${s.type} scholarship`],
    ['Eligible degrees', s.eligibleDegrees.join(', ')],
    ['Value', s.value],
    ['Funding', s.isFullyFunded ? 'Fully funded' : 'Partial funding'],
    ['Deadline', s.deadline ?? 'See the official page'],
    [
      'Selection',
      s.isMeritBased
        ? 'Merit-based: mainly on academic or professional achievement'
        : 'Not merit-based: mainly on financial need or other criteria',
    ],
    ['Where it can be used', s.university],
  ]
  if (university) {
    rows.push([
      'University',
      <IntentLink
        key="university"
        href={`/universities/${university.slug}`}
        className="text-primary hover:underline"
      >
        {university.name}
      </IntentLink>,
    ])
  }

  return (
    <section aria-labelledby="facts-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="facts-title" className="text-lg font-semibold">
        Key facts
      </h2>
      <FactRows rows={rows} className="gap-y-4" />
    </section>
  )
}

function FactBlock(props: { id: string; title: string; rows: [string, React.ReactNode][] }) {
  return (
    <section aria-labelledby={props.id} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={props.id} className="text-lg font-semibold">
        {props.title}
      </h2>
      <FactRows rows={props.rows} className="gap-y-4" />
    </section>
  )
}

/** Who can hold the award and the state of its current round, with the sources and their date. */
export function ScholarshipEligibility({
  scholarship: s,
  today,
}: {
  scholarship: Scholarship
  today: Date
}) {
  const e = eligibilitySummary(s)
  const status = roundStatus(s, today)
  return (
    <>
      <FactBlock
        id="eligibility-title"
        title="Who can apply"
        rows={[
          [
            'Nationality',
            <>
              {e.nationality}
              {e.nationalityNote ? (
                <span className="block font-normal text-muted-foreground">{e.nationalityNote}</span>
              ) : null}
            </>,
          ],
          ['Where it can be used', e.host],
          ['Degree levels', e.levels],
          ['Fields', e.fields],
        ]}
      />
      <FactBlock
        id="cycle-title"
        title={`Round for ${s.cycle.entryYear} entry`}
        rows={[
          ['Status today', status.label],
          ['Dates', status.detail],
          ...(s.cycle.note ? ([['Note', s.cycle.note]] as [string, React.ReactNode][]) : []),
        ]}
      />
      <section aria-labelledby="sources-title" className="text-sm text-muted-foreground">
        <h2 id="sources-title" className="font-semibold text-foreground">
          Sources
        </h2>
        <ul className="mt-1 list-disc pl-5">
          {s.sources.map((source) => (
            <li key={source.url}>
              <a
                href={source.url}
                className="text-primary hover:underline"
                rel="noopener noreferrer"
              >
                {source.title}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-1">
          Eligibility and dates as of {formatDate(s.asOf)}; confirm them on the official page before
          applying.
        </p>
        <RecordCheckLine check={s.checked} className="mt-1" />
      </section>
    </>
  )
}
