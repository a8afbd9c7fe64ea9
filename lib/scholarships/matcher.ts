import { parseCountryCode } from '@/lib/scholarships/countries'
import {
  checkEligibility,
  excludingReasons,
  type Ineligibility,
} from '@/lib/scholarships/eligibility'
import { fieldMatch } from '@/lib/scholarships/fields'
import {
  MATCH_POINTS,
  MATCH_THRESHOLD,
  MATCHER_TYPE_LABELS,
  MAX_MATCH_SCORE,
  type MatcherType,
} from '@/lib/scholarships/options'
import { isRoundOpenNow, roundStatus, type RoundStatus } from '@/lib/scholarships/round'
import type { Scholarship } from '@/data/schema'

/**
 * What the matcher asks. GPA, nationality and budget are never scored; nationality, degree level,
 * country and field decide eligibility (see matchProfile).
 */
export type MatcherProfile = {
  degreeLevel: string
  fieldOfStudy: string
  country: string
  scholarshipType: MatcherType
  /** ISO code, or '' when not given. */
  nationality: string
  gpa: number
  budget: number
}

export { MATCH_POINTS, MATCH_THRESHOLD, MAX_MATCH_SCORE }
export const TOP_MATCHES = 3

export type MatchLabel = 'Excellent Match' | 'Good Match' | 'Fair Match' | 'Basic Match'
export type MatchReason = { text: string; points: number }
export type MatchResult = {
  scholarship: Scholarship
  matchScore: number
  /** Before the cap, so a capped score can be checked against its reasons. */
  totalPoints: number
  matchReasons: MatchReason[]
  label: MatchLabel
  /**
   * For the first three: 'Top n Match - Highly Recommended' when the score is Good or better (60+),
   * else 'Best of your matches', so that no praise stands beside a score that does not carry it.
   */
  topNote?: string
}

const TYPE_OF: Record<Exclude<MatcherType, 'all'>, Scholarship['type']> = {
  government: 'Government',
  university: 'University',
  external: 'External',
}

const contains = (text: string, needle: string) =>
  text.toLocaleLowerCase('en').includes(needle.toLocaleLowerCase('en'))

export function matchLabel(score: number): MatchLabel {
  if (score >= 80) return 'Excellent Match'
  if (score >= 60) return 'Good Match'
  if (score >= 40) return 'Fair Match'
  return 'Basic Match'
}

export function scoreScholarship(profile: MatcherProfile, s: Scholarship) {
  const { degreeLevel: degree, fieldOfStudy: field, country, scholarshipType: type } = profile
  const byField = field ? fieldMatch(s, field) : undefined
  const rules: [boolean, string, number][] = [
    [
      Boolean(degree) && (s.eligibleDegrees as string[]).includes(degree),
      `Offered for ${degree}`,
      MATCH_POINTS.degree,
    ],
    [
      byField !== undefined,
      byField === 'subjects' ? `Covers ${field}` : `Mentions ${field}`,
      MATCH_POINTS.field,
    ],
    [
      Boolean(country) && contains(s.university, country),
      `Available in ${country}`,
      MATCH_POINTS.country,
    ],
    [
      type !== 'all' && s.type === TYPE_OF[type],
      `${MATCHER_TYPE_LABELS[type]} scholarship`,
      MATCH_POINTS.type,
    ],
    [s.isFullyFunded, 'Fully funded', MATCH_POINTS.fullyFunded],
    [s.isPrestigious, 'Prestigious programme', MATCH_POINTS.prestigious],
    [Boolean(s.deadline), 'Has a published deadline', MATCH_POINTS.deadline],
  ]
  const matchReasons = rules.filter(([hit]) => hit).map(([, text, points]) => ({ text, points }))
  const totalPoints = matchReasons.reduce((sum, reason) => sum + reason.points, 0)
  return { matchScore: Math.min(MAX_MATCH_SCORE, totalPoints), totalPoints, matchReasons }
}

/** Praise only where the score carries it. */
export const HIGHLY_RECOMMENDED_FROM = 60

export function topNote(index: number, score: number) {
  return score >= HIGHLY_RECOMMENDED_FROM
    ? `Top ${index + 1} Match - Highly Recommended`
    : 'Best of your matches'
}

/** Every scholarship scoring above 20, highest first, the top three marked. */
export function matchScholarships(
  profile: MatcherProfile,
  items: readonly Scholarship[],
): MatchResult[] {
  return items
    .map((scholarship) => ({ scholarship, ...scoreScholarship(profile, scholarship) }))
    .filter((result) => result.matchScore > MATCH_THRESHOLD)
    .sort((a, b) => b.matchScore - a.matchScore)
    .map((result, index) => ({
      ...result,
      label: matchLabel(result.matchScore),
      ...(index < TOP_MATCHES ? { topNote: topNote(index, result.matchScore) } : {}),
    }))
}

export type MatchFilters = { fullyFunded: boolean; openNow: boolean }
export type NotEligible = { scholarship: Scholarship; reasons: Ineligibility[] }
/** An award the student could hold whose round for the coming intake is over. */
export type ClosedMatch = { scholarship: Scholarship; matchScore: number; status: RoundStatus }

/**
 * The matcher with eligibility and the round first. Awards passing the filters that the student
 * cannot hold (nationality, host country, degree level, field) or whose round for the coming intake
 * has closed leave the matches, which are then scored and ranked exactly as matchScholarships does.
 * Those that would have scored above the threshold are returned apart: the closed ones with their
 * round (when the next one usually opens), the others with their reasons.
 */
export function matchProfile(
  profile: MatcherProfile,
  filters: MatchFilters,
  today: Date,
  items: readonly Scholarship[],
) {
  const student = {
    nationality: profile.nationality,
    hostCountry: parseCountryCode(profile.country),
    degree: profile.degreeLevel,
    field: profile.fieldOfStudy,
  }
  const open: Scholarship[] = []
  const closed: ClosedMatch[] = []
  const notEligible: NotEligible[] = []
  for (const s of items) {
    if (filters.fullyFunded && !s.isFullyFunded) continue
    const status = roundStatus(s, today, profile.nationality, profile.degreeLevel)
    if (filters.openNow && !isRoundOpenNow(status)) continue
    const reasons = excludingReasons(checkEligibility(s, student))
    const { matchScore } = scoreScholarship(profile, s)
    if (!reasons.length && !status.closed) open.push(s)
    else if (matchScore <= MATCH_THRESHOLD) continue
    else if (reasons.length) notEligible.push({ scholarship: s, reasons })
    else closed.push({ scholarship: s, matchScore, status })
  }
  closed.sort((a, b) => b.matchScore - a.matchScore)
  return { results: matchScholarships(profile, open), closed, notEligible }
}
