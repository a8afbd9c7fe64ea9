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
  note: "Tuition and required fees for full-time undergraduates; the university's own figure for later years is higher.",
}

export const IPEDS_PUBLIC = {
  ...IPEDS_2023_24,
  note: "Out-of-state tuition and required fees for full-time undergraduates, which international students pay; the university's own figure for later years is higher.",
}
