import {
  APPLICATION_STATUSES,
  canTransition,
  nextStatuses,
  STATUS_LABELS,
  STATUS_PATH,
  stepsAfter,
  type ApplicationStatus,
} from '@/lib/application-status'

describe('status transitions', () => {
  it('allows exactly the next step on the path, or withdrawing before the end', () => {
    const allowed = (from: ApplicationStatus) =>
      APPLICATION_STATUSES.filter((to) => canTransition(from, to))
    expect(Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, allowed(s)]))).toEqual({
      received: ['in_review', 'withdrawn'],
      in_review: ['universities_selected', 'withdrawn'],
      universities_selected: ['applications_submitted', 'withdrawn'],
      applications_submitted: ['offers_received', 'withdrawn'],
      offers_received: ['visa_and_enrolment', 'withdrawn'],
      visa_and_enrolment: ['completed', 'withdrawn'],
      completed: [],
      withdrawn: [],
    })
  })

  it('never skips, goes back or stays put', () => {
    expect(canTransition('received', 'universities_selected')).toBe(false)
    expect(canTransition('offers_received', 'in_review')).toBe(false)
    expect(canTransition('in_review', 'in_review')).toBe(false)
    expect(canTransition('withdrawn', 'received')).toBe(false)
  })

  it('lists next steps in path order, withdrawn last, each with a label', () => {
    expect(nextStatuses('received')).toEqual(['in_review', 'withdrawn'])
    expect(STATUS_PATH).toEqual(APPLICATION_STATUSES.filter((s) => s !== 'withdrawn'))
    for (const status of APPLICATION_STATUSES) expect(STATUS_LABELS[status]).toBeTruthy()
  })

  it('lists the steps still ahead of an application, none once it is final', () => {
    expect(stepsAfter('received')).toEqual([
      'in_review',
      'universities_selected',
      'applications_submitted',
      'offers_received',
      'visa_and_enrolment',
      'completed',
    ])
    expect(stepsAfter('visa_and_enrolment')).toEqual(['completed'])
    expect(stepsAfter('completed')).toEqual([])
    expect(stepsAfter('withdrawn')).toEqual([])
  })
})
