import type { CourseCardTexts } from '@/lib/courses/card-texts'
import cardTexts from '@/data/course-cards.json'

// Checked against the catalogue and the open data by lib/courses/card-texts.test.ts.
const TEXTS = cardTexts as unknown as Record<string, CourseCardTexts>

/**
 * A catalogue course's tuition range, computed from the real programmes' fees with currency,
 * count, register and date (see fee-range.ts), or null when our data gives none.
 */
export function courseTuitionRange(id: string): string | null {
  return TEXTS[id]?.[5] ?? null
}
