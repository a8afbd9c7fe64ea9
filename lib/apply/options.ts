// Options of the application form's choices, shared by the form, its schema and the staff views.
// The country list is in ./countries.ts, which the browser never loads up front.

export type Option<T extends string = string> = { value: T; label: string }

export function options<const T extends readonly [string, ...string[]]>(
  values: T,
  labels: Record<T[number], string>,
) {
  return {
    values,
    list: values.map((value) => ({ value, label: labels[value as T[number]] })) as Option<
      T[number]
    >[],
    labels,
  }
}

export const EDUCATION_OPTIONS = options(['high-school', 'diploma', 'bachelor', 'master', 'phd'], {
  'high-school': 'High school',
  diploma: 'Diploma',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  phd: 'PhD',
})

export const ENGLISH_TEST_OPTIONS = options(['ielts', 'toefl', 'pte', 'duolingo', 'none'], {
  ielts: 'IELTS',
  toefl: 'TOEFL',
  pte: 'PTE Academic',
  duolingo: 'Duolingo English Test',
  none: 'None yet',
})

export const STUDY_COUNTRY_OPTIONS = options(['us', 'uk', 'ca', 'au', 'de', 'fr', 'nl', 'sg'], {
  us: 'United States',
  uk: 'United Kingdom',
  ca: 'Canada',
  au: 'Australia',
  de: 'Germany',
  fr: 'France',
  nl: 'Netherlands',
  sg: 'Singapore',
})

export type StudyCountry = (typeof STUDY_COUNTRY_OPTIONS.values)[number]

// In the order of study, each diploma saying on which side of a bachelor's degree it sits: a
// bare "Diploma" beside "Postgraduate certificate or diploma" read as the same thing twice.
export const STUDY_LEVEL_OPTIONS = options(
  ['diploma', 'undergraduate', 'postgraduate', 'masters', 'phd'],
  {
    diploma: "Diploma below degree level (e.g. HND, college diploma; before a bachelor's)",
    undergraduate: "Undergraduate (bachelor's)",
    postgraduate:
      "Postgraduate certificate or diploma (after a bachelor's; shorter than a master's)",
    masters: "Master's",
    phd: 'PhD',
  },
)

export type StudyLevel = (typeof STUDY_LEVEL_OPTIONS.values)[number]

export const FIELD_OPTIONS = options(
  [
    'engineering',
    'computer-science',
    'business',
    'medicine',
    'law',
    'arts',
    'sciences',
    'social-sciences',
    'other',
  ],
  {
    engineering: 'Engineering',
    'computer-science': 'Computer Science',
    business: 'Business',
    medicine: 'Medicine',
    law: 'Law',
    arts: 'Arts',
    sciences: 'Sciences',
    'social-sciences': 'Social Sciences',
    other: 'Other',
  },
)

export const BUDGET_OPTIONS = options(['under-20k', '20k-40k', '40k-60k', '60k-80k', 'above-80k'], {
  'under-20k': 'Under $20,000 per year',
  '20k-40k': '$20,000 - $40,000 per year',
  '40k-60k': '$40,000 - $60,000 per year',
  '60k-80k': '$60,000 - $80,000 per year',
  'above-80k': 'Above $80,000 per year',
})

export const SEMESTER_OPTIONS = options(['spring', 'summer', 'fall', 'winter'], {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  winter: 'Winter',
})

export const FUNDING_OPTIONS = options(
  ['self-funded', 'family-funded', 'scholarship', 'loan', 'employer'],
  {
    'self-funded': 'Self-funded',
    'family-funded': 'Family-funded',
    scholarship: 'Scholarship',
    loan: 'Education loan',
    employer: 'Employer-sponsored',
  },
)

/** October, by when the year's autumn intake has started (months count from 0). */
const AUTUMN_START_MONTH = 9

/**
 * The three intake years whose autumn start has not passed on `today` (in UTC): this year and the
 * two after it until the end of September, then next year and the two after it.
 */
export function intakeYears(today: Date): string[] {
  const year = today.getUTCFullYear() + (today.getUTCMonth() >= AUTUMN_START_MONTH ? 1 : 0)
  return [year, year + 1, year + 2].map(String)
}
