// Tuition values that many universities share: the IPEDS figure's year and source, and the
// reasons a level is not reported.
import type { TuitionLevel } from '../schema'

const FEES_VARY: TuitionLevel = {
  min: null,
  reason:
    "Not reported in our data: international fees vary by programme; see the university's fee pages.",
}

export const TUITION_NOT_REPORTED = { undergraduate: FEES_VARY, postgraduate: FEES_VARY }

export const US_GRADUATE_NOT_REPORTED: TuitionLevel = {
  min: null,
  reason:
    "Not reported in our data: graduate tuition varies by school and programme; see the university's fee pages.",
}

const IPEDS_2023_24 = {
  currency: 'USD',
  period: 'year',
  year: '2023-24',
  source: {
    title: 'IPEDS 2023-24: tuition and fees (US Department of Education, NCES)',
    url: 'https://nces.ed.gov/ipeds/',
  },
} as const

export const IPEDS_PRIVATE = {
  ...IPEDS_2023_24,
  note: "Tuition and required fees for full-time undergraduates; a private university charges every student the same, wherever they live. The university's own figure for later years is higher.",
  sameForAll: true as const,
}

export const IPEDS_PUBLIC = {
  ...IPEDS_2023_24,
  note: "Out-of-state tuition and required fees for full-time undergraduates, which international students pay; the university's own figure for later years is higher.",
}

/**
 * A public university that charges international students more than the out-of-state rate: the
 * IPEDS figure would understate it, and we hold no dated international rate.
 */
export const usInternationalAboveOutOfState = (
  outOfState: number,
  source: { title: string; url: string },
): TuitionLevel => ({
  min: null,
  reason: `Not reported in our data: international undergraduates pay more than the out-of-state tuition and required fees (USD ${outOfState.toLocaleString('en-US')} in IPEDS 2023-24).`,
  source,
})
