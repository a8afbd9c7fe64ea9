import type { MarkedMatch } from '@/lib/scholarships/budget'
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

export function scholarshipCardData(
  s: Scholarship,
  now: Date,
  nationality = '',
  degree = '',
): ScholarshipCardData {
  const status = roundStatus(s, now, nationality, degree)
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

/** What a match card shows beyond the scholarship card, as a tuple (drawn by a client module). */
export type MatchCardData = [
  card: ScholarshipCardData,
  score: number,
  label: string,
  topNote: string | null,
  reasons: [text: string, points: number][],
  totalPoints: number,
  budget: [university: string, kind: string, text: string, total: string] | null,
]

/** A match, its round as this student's nationality and degree see it, and the budget mark if any. */
export function matchCardData(
  result: MarkedMatch,
  now: Date,
  nationality: string,
  degree = '',
): MatchCardData {
  // The match card does not show the description: leave it out of the page's data.
  const card: ScholarshipCardData = [
    ...scholarshipCardData(result.scholarship, now, nationality, degree),
  ]
  card[3] = ''
  const b = result.budget
  return [
    card,
    result.matchScore,
    result.label,
    result.topNote ?? null,
    result.matchReasons.map((r) => [r.text, r.points]),
    result.totalPoints,
    b ? [b.university, b.fit.kind, b.fit.text, b.fit.total] : null,
  ]
}
