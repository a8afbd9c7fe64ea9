import { roundStatus } from '@/lib/scholarships/round'
import type { Scholarship } from '@/data/schema'

/** What a scholarship card shows, as a tuple (the cards are client components: see the card). */
export type ScholarshipCardData = [
  slug: string,
  name: string,
  university: string,
  description: string,
  type: string,
  fullyFunded: boolean,
  prestigious: boolean,
  value: string,
  degrees: string,
  entryYear: number,
  /** The round's status on `now` and its dates in words. */
  cycle: [label: string, detail: string],
  deadline: string | null,
  link: string,
]

export function scholarshipCardData(s: Scholarship, now: Date): ScholarshipCardData {
  const status = roundStatus(s, now)
  return [
    s.slug,
    s.name,
    s.university,
    s.description,
    s.type,
    s.isFullyFunded,
    s.isPrestigious,
    s.value,
    s.eligibleDegrees.join(', '),
    s.cycle.entryYear,
    [status.label, status.detail],
    s.deadline ?? null,
    s.link,
  ]
}
