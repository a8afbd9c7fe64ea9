'use client'

import { IntentLink } from '@/components/ui/intent-link'

/** A university in the strip: [slug, name, rank]. Compact, since the payload carries it too. */
export type TopListItem = [slug: string, name: string, rank: number]

/** On phones the strip follows the results, so the first result shows on the first screen. */
export function TopList({ title, items }: { title: string; items: TopListItem[] }) {
  return (
    <section
      aria-labelledby="top-list-title"
      className="rounded-xl border bg-card p-5 shadow-sm max-md:order-last"
    >
      <h2 id="top-list-title" className="font-semibold">
        {title}
      </h2>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {items.map(([slug, name, rank]) => (
          <li key={slug} className="flex items-start gap-2 rounded-md bg-muted/50 p-2 text-sm">
            <span className="font-bold text-primary">#{rank}</span>
            {/* Names wrap rather than being cut: a proper name is never truncated. */}
            <IntentLink
              href={`/universities/${slug}`}
              className="min-w-0 break-words hover:underline"
            >
              {name}
            </IntentLink>
          </li>
        ))}
      </ol>
    </section>
  )
}
