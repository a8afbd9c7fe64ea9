import type { FeaturedIn as FeaturedInItem } from '@/data/schema'
import { Icon } from '@/components/ui/icon'

export function FeaturedIn({ items }: { items: FeaturedInItem[] }) {
  return (
    <section aria-labelledby="featured-title" className="border-y bg-muted/30 py-8">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="featured-title"
          className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          Some of the universities in our guide
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-4 text-sm font-medium sm:grid-cols-3 lg:grid-cols-6">
          {items.map((item) => (
            <li key={item.name} className="flex items-center justify-center gap-2 text-center">
              <Icon name={item.icon} className="size-5 text-primary" />
              {item.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
