/** Every status an application can have, in the order the inbox lists them. */
export const APPLICATION_STATUSES = [
  'received',
  'in_review',
  'universities_selected',
  'applications_submitted',
  'offers_received',
  'visa_and_enrolment',
  'completed',
  'withdrawn',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: 'Received',
  in_review: 'In review',
  universities_selected: 'Universities selected',
  applications_submitted: 'Applications submitted',
  offers_received: 'Offers received',
  visa_and_enrolment: 'Visa and enrolment',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
}

/** What the student can expect next, shown on the private tracking page. */
export const NEXT_STEP: Record<ApplicationStatus, string> = {
  received:
    'An admissions expert will read your profile and contact you within 24 hours to talk about your goals and budget.',
  in_review:
    'Your expert is reviewing your profile and shortlisting the universities that fit you best.',
  universities_selected:
    'We have chosen the 3 best-matched universities with you. Next we prepare and submit the applications.',
  applications_submitted:
    'Your applications are with the universities. We handle their questions and tell you as soon as they answer.',
  offers_received:
    'Offers are in. We help you compare them, negotiate scholarships and accept the right one.',
  visa_and_enrolment: 'We are helping you with the student visa, accommodation and enrolment.',
  completed: 'Your application journey is complete. Good luck with your studies!',
  withdrawn: 'This application was withdrawn. Write to us at any time if you want to start again.',
}

/** The path an application follows; withdrawn is reachable from any step before the last. */
export const STATUS_PATH: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (status) => status !== 'withdrawn',
)

export function isFinalStatus(status: ApplicationStatus) {
  return status === 'completed' || status === 'withdrawn'
}

/** The statuses `from` may move to: the next step on the path, and withdrawn unless it is final. */
export function nextStatuses(from: ApplicationStatus): ApplicationStatus[] {
  if (isFinalStatus(from)) return []
  const next = STATUS_PATH[STATUS_PATH.indexOf(from) + 1]
  return next ? [next, 'withdrawn'] : ['withdrawn']
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus) {
  return nextStatuses(from).includes(to)
}

/** The steps still ahead of an application on its path (none once it is final). */
export function stepsAfter(status: ApplicationStatus): ApplicationStatus[] {
  if (isFinalStatus(status)) return []
  return STATUS_PATH.slice(STATUS_PATH.indexOf(status) + 1)
}
