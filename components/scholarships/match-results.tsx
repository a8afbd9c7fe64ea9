import type { MatchCardData } from '@/lib/scholarships/card'
import type { GradeConversion } from '@/lib/scholarships/grades'
import { MATCH_THRESHOLD, type ClosedMatch, type NotEligible } from '@/lib/scholarships/matcher'
import { buttonVariants } from '@/components/ui/button'
import { EmptyState } from '@/components/list/results-grid'

import { ApartList, MatchCards } from './match-cards'
import { ModifySearchLink } from './matcher-form'

type Props = {
  submitted: boolean
  cards: MatchCardData[]
  closed: ClosedMatch[]
  notEligible: NotEligible[]
  modifyHref: string
  focusId: string
}

function statusText(submitted: boolean, count: number) {
  if (!submitted) return ''
  if (!count) return 'No scholarships match your profile'
  return `${count} ${count === 1 ? 'scholarship matches' : 'scholarships match'} your profile`
}

/** Nothing until 'Find My Scholarships'; the status line stays in place so updates are announced. */
export function MatchResults(props: Props) {
  const { submitted, cards, closed, notEligible, modifyHref, focusId } = props
  const entryYear = closed[0]?.scholarship.cycle.entryYear
  return (
    <section id="matches" aria-labelledby="matches-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="matches-title" className="text-xl font-semibold">
          Your matches
        </h2>
        <p role="status" className="text-sm font-medium text-muted-foreground">
          {statusText(submitted, cards.length)}
        </p>
      </div>
      {!submitted ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          Fill in your profile and press Find My Scholarships to see the awards that fit you, each
          with its score and why it matches.
        </p>
      ) : cards.length ? (
        <MatchCards items={cards} />
      ) : (
        <EmptyState
          title="No matching scholarships"
          hint={`No award you can still apply to scores above ${MATCH_THRESHOLD} points for this profile. Choose a degree level, a field of study or a country, or another scholarship type.`}
        >
          <ModifySearchLink
            href={modifyHref}
            focusId={focusId}
            className={buttonVariants({ variant: 'outline', className: 'mt-2' })}
          >
            Modify Search Criteria
          </ModifySearchLink>
        </EmptyState>
      )}
      {submitted && closed.length ? (
        <ApartList
          title={`Closed for ${entryYear} entry (${closed.length})`}
          intro={`These awards fit your profile, but their round for ${entryYear} entry has closed. Save one to be reminded when its next round usually opens.`}
          label={`Scholarships closed for ${entryYear} entry`}
          saveable
          items={closed.map(({ scholarship: s, matchScore, status }) => [
            s.slug,
            s.name,
            `${matchScore}/100. ${status.detail}`,
          ])}
        />
      ) : null}
      {submitted && notEligible.length ? (
        <ApartList
          title={`Not eligible (${notEligible.length})`}
          intro="These awards fit your choices but, by the programme's rules, cannot be held with your nationality, in your country of study, at your degree level or in your field."
          label="Scholarships you are not eligible for"
          items={notEligible.map(({ scholarship: s, reasons }) => [
            s.slug,
            s.name,
            reasons.map((r) => r.text).join('; '),
          ])}
        />
      ) : null}
    </section>
  )
}

/** The grade on the 4.0 scale and the rule behind it, under the grade field. */
export function GradeNote({ id, grade }: { id: string; grade: GradeConversion | undefined }) {
  return (
    <p id={id} className="text-sm text-muted-foreground" aria-live="polite">
      {grade ? (
        <>
          <span className="font-medium text-foreground">{grade.sentence}</span> Rule: {grade.rule}
          {grade.source ? (
            <>
              ; source:{' '}
              <a
                href={grade.source.url}
                className="text-primary underline"
                rel="noopener noreferrer"
              >
                {grade.source.title}
              </a>
            </>
          ) : null}
          . Programmes set their own rules: check the official page.
        </>
      ) : (
        'Enter your grade on your own scale: it is shown on the 4.0 scale with the rule used.'
      )}
    </p>
  )
}
