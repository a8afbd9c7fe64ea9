import {
  AwardIcon,
  BookOpenIcon,
  GlobeIcon,
  GraduationCapIcon,
  LandmarkIcon,
  LibraryIcon,
} from 'lucide-react'

import type { FeaturedIn as FeaturedInItem } from '@/data/schema'

const ICONS = {
  'graduation-cap': GraduationCapIcon,
  landmark: LandmarkIcon,
  library: LibraryIcon,
  'book-open': BookOpenIcon,
  globe: GlobeIcon,
  award: AwardIcon,
} as const

export function FeaturedIn({ items }: { items: FeaturedInItem[] }) {
  return (
    <section aria-labelledby="featured-title" className="border-y bg-muted/30 py-8">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="featured-title"
          className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          Featured in our guide
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-4 text-sm font-medium sm:grid-cols-3 lg:grid-cols-6">
          {items.map((item) => {
            const Icon = ICONS[item.icon]
            return (
              <li key={item.name} className="flex items-center justify-center gap-2 text-center">
                <Icon className="size-5 shrink-0 text-primary" aria-hidden />
                {item.name}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
