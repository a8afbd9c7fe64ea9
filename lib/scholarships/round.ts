// The state of an award's round for one student on a given day: the main round, or the round of
// the student's own citizens where the programme runs one, and who nominates where students cannot
// apply themselves. Pure: the caller passes the date.
import { expandCountries } from '@/lib/scholarships/countries'
import { cycleStatus, type CycleStatus } from '@/lib/scholarships/cycle'
import type { Scholarship, ScholarshipCycle } from '@/data/schema'

export type RoundStatus = Omit<CycleStatus, 'kind'> & {
  kind: CycleStatus['kind'] | 'nominated'
  /** Whether the 2027 round is over (for this student, when the nationality is known). */
  closed: boolean
}

type Exception = NonNullable<ScholarshipCycle['exceptions']>[number]

const withDates = (cycle: ScholarshipCycle, e: Exception): ScholarshipCycle => ({
  ...cycle,
  opens: e.opens,
  closes: e.closes,
  acceptingOn: undefined,
  exceptions: undefined,
})

/** Whether a round of its own is the one of this student: every condition it names is met. */
const appliesTo = (e: Exception, nationality: string, degree: string) =>
  (!e.nationalities || (nationality !== '' && expandCountries(e.nationalities).has(nationality))) &&
  (!e.degrees || (e.degrees as string[]).includes(degree))

/**
 * The round a citizen of `nationality` applying for `degree` applies in, and for whom it is when
 * it is not the main one.
 */
export function roundFor(s: Scholarship, nationality = '', degree = '') {
  const exception = s.cycle.exceptions?.find((e) => appliesTo(e, nationality, degree))
  return exception
    ? { cycle: withDates(s.cycle, exception), who: exception.who }
    : { cycle: s.cycle, who: undefined }
}

/**
 * The round's status. Without the student's own round, rounds of some citizens or degrees that
 * differ from the main one are named in the label ("Open; closed for US citizens"). A nominated
 * award is never "Open": the student cannot apply, and the detail says who nominates.
 */
export function roundStatus(
  s: Scholarship,
  today: Date,
  nationality = '',
  degree = '',
): RoundStatus {
  const { cycle, who } = roundFor(s, nationality, degree)
  const status = cycleStatus(cycle, today)
  let { label, detail } = status
  if (who) detail = `For ${who}: ${detail}`
  else {
    for (const e of s.cycle.exceptions ?? []) {
      // A round for other citizens or another degree than the student's is not theirs to read.
      if (nationality && e.nationalities && !expandCountries(e.nationalities).has(nationality))
        continue
      if (degree && e.degrees && !(e.degrees as string[]).includes(degree)) continue
      const other = cycleStatus(withDates(s.cycle, e), today)
      if (other.kind === status.kind) continue
      label += `; ${other.kind === 'closed' ? 'closed' : other.label.toLowerCase()} for ${e.who}`
      detail += ` For ${e.who}: ${other.detail}`
    }
  }
  const closed = status.kind === 'closed'
  if (s.nomination && !closed) {
    return {
      kind: 'nominated',
      label: 'By nomination',
      detail: `You cannot apply yourself: you are nominated by ${s.nomination.by}. ${detail}`,
      closed,
    }
  }
  return { kind: status.kind, label, detail, closed }
}

/** Taking applications from students today (open, closing soon or rolling), never on a guess. */
export function isRoundOpenNow(status: RoundStatus) {
  return status.kind === 'open' || status.kind === 'closing-soon' || status.kind === 'rolling'
}
