'use client'

import type { ScholarshipCardData } from '@/lib/scholarships/card'
import { SaveToggle } from '@/components/shortlist/save-toggle'

import { ScholarshipCard } from './scholarship-card'

/**
 * The cards of a scholarship list, drawn in the browser from compact tuples: a list of twenty
 * server-rendered cards would be sent twice, as HTML and again in the RSC payload.
 */
export function ScholarshipCards({
  items,
  headingLevel = 3,
}: {
  items: ScholarshipCardData[]
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item[0]}>
          <ScholarshipCard
            item={item}
            headingLevel={headingLevel}
            save={<SaveToggle kind="scholarship" id={item[0]} name={item[1]} size="sm" />}
          />
        </li>
      ))}
    </ul>
  )
}
