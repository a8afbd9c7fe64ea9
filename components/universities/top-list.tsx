import Link from 'next/link'

import type { University } from '@/data/schema'

type TopListProps = { title: string; universities: University[]; rank: (u: University) => number }

export function TopList({ title, universities, rank }: TopListProps) {
  return (
    <section aria-labelledby="top-list-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="top-list-title" className="font-semibold">
        {title}
      </h2>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {universities.map((u) => (
          <li key={u.slug} className="flex items-start gap-2 rounded-md bg-muted/50 p-2 text-sm">
            <span className="font-bold text-primary">#{rank(u)}</span>
            {/* Names wrap rather than being cut: a proper name is never truncated. */}
            <Link href={`/universities/${u.slug}`} className="min-w-0 break-words hover:underline">
              {u.name}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
