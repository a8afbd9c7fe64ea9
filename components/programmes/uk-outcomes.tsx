import { formatMoney } from '@/lib/currency'
import { formatNumber } from '@/lib/format'
import {
  MISSING_REASON_TEXT,
  TARIFF_BANDS,
  type Institution,
  type MissingReason,
  type Programme,
  type UkOutcomes,
} from '@/data/open-schema'

type Group = UkOutcomes[keyof UkOutcomes]
type Row = Group['rows'][number]

function NotReported({ reason }: { reason: MissingReason | null | undefined }) {
  return (
    <p className="text-sm text-muted-foreground">
      Not reported{reason ? `: ${MISSING_REASON_TEXT[reason]}` : '.'}
    </p>
  )
}

/** Whose figures a row holds: this course's, or all students' in its subject, and which years. */
function RowSource({ row, p }: { row: Row; p: Programme }) {
  const subject = row.subject
    ? ([...p.fields, ...p.subjects].find((s) => s.code === row.subject)?.label ?? row.subject)
    : null
  return (
    <p className="text-xs text-muted-foreground">
      {subject ? `All students in ${subject}` : 'This course'}, {row.years}
      {row.agg >= 20 ? ' (two years combined)' : ''}, {formatNumber(row.population)} students ·
      Discover Uni
    </p>
  )
}

const pct = (v: number | null) => (v === null ? 'not reported' : `${v}%`)
const gbp = (v: number | null) => (v === null ? 'not reported' : formatMoney(v, 'GBP'))

function Section<G extends Group>({
  title,
  group,
  p,
  children,
}: {
  title: string
  group: G
  p: Programme
  children: (row: G['rows'][number]) => React.ReactNode
}) {
  return (
    <section className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <h3 className="font-semibold">{title}</h3>
      {group.rows.length === 0 ? <NotReported reason={group.reason} /> : null}
      {group.rows.length > 0 && group.reason ? (
        <p className="text-xs text-muted-foreground">
          Figures for this course are not published ({MISSING_REASON_TEXT[group.reason]}) Shown: its
          subject.
        </p>
      ) : null}
      {group.rows.map((row, i) => (
        <div key={i} className="flex flex-col gap-1">
          {children(row)}
          <RowSource row={row} p={p} />
        </div>
      ))}
    </section>
  )
}

function Pairs({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Discover Uni outcomes of a UK programme, each with its years; "not reported" with the reason. */
export function UkOutcomesView({ p, provider }: { p: Programme; provider?: Institution }) {
  const o = p.outcomes
  const tef = provider?.uk?.tef
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {o ? (
        <>
          <Section title="Salary 15 months after the course" group={o.salary} p={p}>
            {(r) => (
              <Pairs
                items={[
                  ['Lower quartile', gbp(r.lq)],
                  ['Median', gbp(r.median)],
                  ['Upper quartile', gbp(r.uq)],
                ]}
              />
            )}
          </Section>
          <Section title="Employment 15 months after the course" group={o.employment} p={p}>
            {(r) => (
              <Pairs
                items={[
                  ['In work or study', pct(r.workOrStudy)],
                  ['Working', pct(r.work)],
                  ['Studying', pct(r.study)],
                  ['Working and studying', pct(r.workAndStudy)],
                  ['Unemployed', pct(r.unemployed)],
                ]}
              />
            )}
          </Section>
          <Section title="Continuation after the first year" group={o.continuation} p={p}>
            {(r) => (
              <Pairs
                items={[
                  ['Continuing', pct(r.continuing)],
                  ['Gained an award', pct(r.gained)],
                  ['Dormant', pct(r.dormant)],
                  ['Gained a lower award', pct(r.lower)],
                  ['Left', pct(r.left)],
                ]}
              />
            )}
          </Section>
          <Section title="Entry tariff points of entrants" group={o.tariff} p={p}>
            {(r) => (
              <Pairs items={TARIFF_BANDS.map((band, i) => [band, pct(r.bands[i] ?? null)])} />
            )}
          </Section>
        </>
      ) : (
        <NotReported reason={p.missing.outcomes} />
      )}
      <section className="flex flex-col gap-2 rounded-xl border bg-card p-4">
        <h3 className="font-semibold">Provider’s Teaching Excellence Framework rating</h3>
        {tef ? (
          <>
            <Pairs
              items={[
                ['Overall', tef.overall],
                ['Student experience', tef.studentExperience],
                ['Student outcomes', tef.studentOutcomes],
              ]}
            />
            <p className="text-xs text-muted-foreground">
              TEF {tef.year} ·{' '}
              <a href={tef.url} className="underline" rel="noopener noreferrer">
                Office for Students
              </a>
            </p>
          </>
        ) : (
          <NotReported reason={provider?.uk?.missing.tef ?? 'not-in-tef'} />
        )}
      </section>
    </div>
  )
}
