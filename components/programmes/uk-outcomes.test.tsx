/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'

import { MISSING_REASON_TEXT } from '@/data/open-schema'
import { makeUkInstitution, makeUkProgramme } from '@/test/fixtures'

import { UkOutcomesView } from './uk-outcomes'

const tef = {
  year: '2023',
  overall: 'Gold',
  studentExperience: 'Silver',
  studentOutcomes: 'Gold',
  url: 'https://www.officeforstudents.org.uk/tef-2023/',
} as const

/** The card under a heading, to read its figures. */
function card(heading: RegExp) {
  return within(screen.getByRole('heading', { name: heading }).closest('section')!)
}
/** The figure beside a label in a card's list. */
function figure(inCard: ReturnType<typeof card>, label: string) {
  return inCard.getByText(label, { selector: 'dt' }).nextElementSibling
}

describe('UK programme outcomes', () => {
  it('shows continuation and entry tariffs with their years, and the provider’s TEF rating with its year', () => {
    render(<UkOutcomesView p={makeUkProgramme({ id: 'uk-1' })} provider={makeUkInstitution(tef)} />)

    const continuation = card(/Continuation after the first year/)
    expect(figure(continuation, 'Continuing')).toHaveTextContent('91%')
    expect(figure(continuation, 'Left')).toHaveTextContent('6%')
    expect(
      continuation.getByText(/This course, 2021-23 \(two years combined\), 120 students/),
    ).toBeInTheDocument()

    const tariff = card(/Entry tariff points/)
    expect(figure(tariff, 'under 48')).toHaveTextContent('0%')
    expect(figure(tariff, '160-175')).toHaveTextContent('15%')
    expect(figure(tariff, '240 and over')).toHaveTextContent('3%')
    expect(tariff.getByText(/This course, 2021-23/)).toBeInTheDocument()

    const rating = card(/Teaching Excellence Framework/)
    expect(figure(rating, 'Overall')).toHaveTextContent('Gold')
    expect(figure(rating, 'Student experience')).toHaveTextContent('Silver')
    expect(figure(rating, 'Student outcomes')).toHaveTextContent('Gold')
    expect(rating.getByText(/TEF 2023/)).toBeInTheDocument()
  })

  it('says "not reported" with the reason where Discover Uni or TEF withholds a figure', () => {
    render(
      <UkOutcomesView p={makeUkProgramme({ id: 'uk-1' })} provider={makeUkInstitution(null)} />,
    )
    expect(
      card(/Employment/).getByText(`Not reported: ${MISSING_REASON_TEXT['du-small']}`),
    ).toBeInTheDocument()
    expect(
      card(/Teaching Excellence Framework/).getByText(
        `Not reported: ${MISSING_REASON_TEXT['not-in-tef']}`,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/TEF 2023/)).toBeNull()
  })

  it('says why a course’s own figures are missing when it shows those of its subject, with their years', () => {
    const p = makeUkProgramme({ id: 'uk-1' })
    const subjectRow = { ...p.outcomes!.continuation.rows[0]!, agg: 11, subject: 'CAH11' } as const
    const withheld = makeUkProgramme({
      id: 'uk-2',
      outcomes: {
        ...p.outcomes!,
        continuation: { reason: 'du-new', rows: [{ ...subjectRow, years: '2022-23' }] },
      },
    })
    render(<UkOutcomesView p={withheld} provider={makeUkInstitution(tef)} />)
    const continuation = card(/Continuation/)
    expect(
      continuation.getByText(new RegExp(`not published \\(${MISSING_REASON_TEXT['du-new']}`)),
    ).toBeInTheDocument()
    expect(
      continuation.getByText(/All students in Computing, 2022-23, 120 students/),
    ).toBeInTheDocument()
  })

  it('says "not reported" with the reason when the programme has no outcomes at all', () => {
    const p = makeUkProgramme({ id: 'uk-3', outcomes: null, missing: { outcomes: 'du-none' } })
    render(<UkOutcomesView p={p} />)
    expect(screen.getByText(`Not reported: ${MISSING_REASON_TEXT['du-none']}`)).toBeInTheDocument()
    expect(
      card(/Teaching Excellence Framework/).getByText(
        `Not reported: ${MISSING_REASON_TEXT['not-in-tef']}`,
      ),
    ).toBeInTheDocument()
  })
})
