import type { ScholarshipCategory } from '@/data/schema'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

import { Section } from './section'

export function ScholarshipCategories({
  categories,
}: {
  categories: (ScholarshipCategory & { count: string })[]
}) {
  return (
    <Section
      id="categories"
      title="Scholarship categories"
      intro="Three ways to fund your degree abroad."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {categories.map((category) => (
          <li key={category.title}>
            <IntentLink
              href={category.href}
              className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
            >
              <span className="text-3xl font-bold text-primary">
                {category.count}
                <span className="sr-only"> listed</span>
              </span>
              <span className="text-lg font-semibold">{category.title}</span>
              <span className="text-sm text-muted-foreground">{category.description}</span>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-primary">
                Explore{' '}
                <Icon
                  name="arrow-right"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
