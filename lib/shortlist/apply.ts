// "Apply through us" from the shortlist: the /apply-now link pre-filled from a saved university.
import { STUDY_COUNTRY_OPTIONS } from '@/lib/apply/options'
import { applyHref, type ApplyPrefill } from '@/lib/apply/prefill'

type StudyCountry = (typeof STUDY_COUNTRY_OPTIONS.values)[number]

/** The form's study-country value of an ISO country code, where the form offers that country. */
export function studyCountryOf(countryCode: string): StudyCountry | undefined {
  const value = countryCode === 'GB' ? 'uk' : countryCode.toLowerCase()
  return STUDY_COUNTRY_OPTIONS.values.find((v) => v === value)
}

export function universityApplyHref(u: { name: string; countryCode: string }) {
  const prefill: ApplyPrefill = { university: u.name, country: studyCountryOf(u.countryCode) }
  return applyHref(prefill)
}
