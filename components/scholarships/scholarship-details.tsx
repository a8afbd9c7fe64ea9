import Link from 'next/link'

import type { Scholarship, University } from '@/data/schema'

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
      <Link
        key="university"
        href={`/universities/${university.slug}`}
        className="text-primary hover:underline"
      >
        {university.name}
      </Link>,
    ])
  }

  return (
    <section aria-labelledby="facts-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="facts-title" className="text-lg font-semibold">
        Key facts
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
