import type { CourseEntry } from '@/lib/courses'
import { COURSES_URL, coursesHref } from '@/lib/courses/state'
import { courseTuitionRange } from '@/lib/courses/tuition'
import { Badge } from '@/components/ui/badge'
import { IntentLink } from '@/components/ui/intent-link'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  )
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** Everything we hold about one course, for its own page. */
export function CourseDetails({ course: c }: { course: CourseEntry }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title="At a glance">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {[
            ['Level', c.level],
            ['Field', c.category],
            ['Duration', c.duration],
            ['Tuition (international)', courseTuitionRange(c.id)],
          ]
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
        </dl>
      </Section>
      <Section title="Entry requirements">
        <Bullets items={c.requirements} />
      </Section>
      {c.prerequisites?.length ? (
        <Section title="Prerequisites">
          <Bullets items={c.prerequisites} />
        </Section>
      ) : null}
      <Section title="Career prospects">
        <ul className="flex flex-wrap gap-2">
          {c.careerProspects.map((career) => (
            <li key={career}>
              <Badge variant="outline" className="text-sm whitespace-normal">
                {career}
              </Badge>
            </li>
          ))}
        </ul>
      </Section>
      {c.researchFocus?.length ? (
        <Section title="Research areas">
          <Bullets items={c.researchFocus} />
        </Section>
      ) : null}
      <Section title="Popular universities">
        <ul className="list-disc space-y-1 pl-5">
          {c.universities.map((u) => (
            <li key={u.id}>
              <IntentLink
                href={`/universities/${u.slug}`}
                className="inline-flex min-h-6 items-center text-primary hover:underline"
              >
                {u.name}
              </IntentLink>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-muted-foreground">
          Examples of universities widely recognised in this subject, not a ranking.
        </p>
      </Section>
      <Section title="Online and part-time study">
        <p>
          {c.onlineAvailability ??
            'We know of no well-established online or part-time route for this program; expect to study full-time on campus.'}
        </p>
        <p className="mt-2">
          <IntentLink href="/courses/online" className="text-primary hover:underline">
            All programs you can study online or part-time
          </IntentLink>
        </p>
      </Section>
      <Section title="More programs">
        <ul className="space-y-1">
          <li>
            <IntentLink
              href={coursesHref(COURSES_URL.defaults, { category: c.category })}
              className="inline-flex min-h-6 items-center text-primary hover:underline"
            >
              All {c.category} programs
            </IntentLink>
          </li>
          <li>
            <IntentLink
              href={coursesHref(COURSES_URL.defaults, { level: c.level })}
              className="inline-flex min-h-6 items-center text-primary hover:underline"
            >
              All {c.level} programs
            </IntentLink>
          </li>
        </ul>
      </Section>
    </div>
  )
}
