import type { FxTable } from '@/lib/currency'
import { formatNumber } from '@/lib/format'
import type { DeadlineBook } from '@/lib/universities/deadline-seed'
import { deadlineFor, type DeadlineRow } from '@/lib/universities/deadlines'
import type { BudgetLevel } from '@/lib/universities/options'
import { findNamedScholarship } from '@/lib/universities/scholarship-names'
import type { DestinationCosts, Scholarship, University } from '@/data/schema'
import { Badge } from '@/components/ui/badge'
import { IntentLink } from '@/components/ui/intent-link'
import { FactRows } from '@/components/content/fact-rows'
import { RecordCheckLine } from '@/components/content/record-check'

import { UniversityCosts } from './university-costs'

function Facts({ title, rows }: { title: string; rows: [string, React.ReactNode][] }) {
  return (
    <section className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      <FactRows rows={rows} />
    </section>
  )
}

/** A deadline with when its dates were last checked, where they come from a deadline record. */
function DeadlineText({ row }: { row: DeadlineRow }) {
  return (
    <>
      {row.text}
      {row.checked ? (
        <RecordCheckLine
          as="span"
          check={row.checked}
          className="block text-sm font-normal text-muted-foreground"
        />
      ) : null}
    </>
  )
}

function Tags({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item}>
            <Badge variant="outline" className="text-sm whitespace-normal">
              {item}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function UniversityFacts({
  university: u,
  scholarships,
  display,
  fx,
  costModel,
  awards,
  deadlineLevels,
  deadlines,
}: {
  university: University
  scholarships: Scholarship[]
  /** The currency the costs are also shown in, and the rates that convert into it. */
  display: string
  fx: FxTable
  /** The cost figures of the university's country (the cost model, lib/costs/model.ts). */
  costModel: readonly DestinationCosts[]
  /** Every award, to link the university's named scholarships to their pages. */
  awards: readonly Scholarship[]
  /** The levels whose deadlines to show: the one the URL chose, else both. */
  deadlineLevels: readonly BudgetLevel[]
  /** The university's own deadline records and UCAS's. */
  deadlines: DeadlineBook
}) {
  const a = u.admissionRequirements
  // A postgraduate applicant reads no undergraduate (UCAS) dates, and the other way round.
  const deadlineRows: [string, React.ReactNode][] = []
  if (deadlineLevels.includes('undergraduate'))
    deadlineRows.push(
      ['Application deadline, undergraduate', deadlineFor(deadlines, u, 'undergraduate').text],
      ['Early deadline, undergraduate', a.earlyDeadline],
    )
  if (deadlineLevels.includes('postgraduate'))
    deadlineRows.push([
      "Application deadline, master's",
      <DeadlineText key="postgraduate" row={deadlineFor(deadlines, u, 'postgraduate')} />,
    ])
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Facts
        title="At a glance"
        rows={[
          ['Students', formatNumber(u.studentPopulation)],
          ['International students', formatNumber(u.internationalStudents)],
          ['Acceptance rate', `${u.acceptanceRate}%`],
          ['Established', String(u.establishedYear)],
        ]}
      />
      <UniversityCosts university={u} display={display} fx={fx} model={costModel} />
      <Facts
        title="Admissions"
        rows={[
          ['Typical minimum GPA', `${a.minimumGPA.toFixed(1)} / 4.0`],
          ['English test', a.englishTest],
          [
            'Required tests',
            a.requiredTests.length ? a.requiredTests.join('; ') : 'None beyond the application',
          ],
          ...deadlineRows,
        ]}
      />
      <Facts
        title="Campus life"
        rows={[
          ['Location', u.campusLife.location],
          ['Nearest city', u.campusLife.nearestCity],
          ['Campus', u.campusLife.campusSize],
          ['Housing', u.campusLife.housing ? 'Housing Available' : 'Not Available'],
          ['Clubs and societies', `${u.campusLife.clubs}+ active`],
        ]}
      />
      <Facts
        title="Academics and outcomes"
        rows={[
          ['Faculty to students', u.academics.facultyStudentRatio],
          ['Research rating', `${u.academics.researchRating} / 10`],
          ['Graduate employment', `${u.academics.employmentRate}%`],
          ['Graduate salary', u.academics.averageSalary],
        ]}
      />
      <section className="rounded-xl border bg-card p-5 shadow-sm">
        <h2 className="text-lg font-semibold">Scholarships</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {scholarships.map((s) => (
            <li key={s.slug}>
              <IntentLink
                href={`/scholarships/${s.slug}`}
                className="font-medium text-primary hover:underline"
              >
                {s.name}
              </IntentLink>{' '}
              <span className="text-muted-foreground">({s.value})</span>
            </li>
          ))}
          {u.availableScholarships
            .filter((name) => !scholarships.some((s) => s.name === name))
            .map((name) => {
              const award = findNamedScholarship(name, awards)
              if (award && scholarships.some((s) => s.slug === award.slug)) return null
              return (
                <li key={name}>
                  {award ? (
                    <IntentLink
                      href={`/scholarships/${award.slug}`}
                      className="font-medium text-primary hover:underline"
                    >
                      {name}
                    </IntentLink>
                  ) : (
                    name
                  )}
                </li>
              )
            })}
        </ul>
      </section>
      <Tags title="Popular programs" items={u.popularPrograms} />
      <Tags title="Facilities" items={u.facilities} />
      <Tags title="Accreditations" items={u.accreditations} />
      <Tags title="What stands out" items={u.specialFeatures} />
    </div>
  )
}
