import { renderToStaticMarkup } from 'react-dom/server'

import type { FxTable } from '@/lib/currency'
import { deadlineBook, deadlineRecordsFromSeed } from '@/lib/universities/deadline-seed'
import { buildUniversitiesView } from '@/lib/universities/view'
import { destinationCosts } from '@/data/destination-costs'
import { universities } from '@/data/universities'
import { universityDeadlinesSeed } from '@/data/university-deadlines'

import { ComparePanel } from './compare-panel'

const fx: FxTable = { date: '2026-07-21', base: 'EUR', rates: { USD: 1.16, GBP: 0.86 } }

// Two UK universities: UCAS's dates are for undergraduate study only.
const html = (level?: string) => {
  const raw = {
    tab: 'compare',
    compare: 'imperial-college-london,university-of-manchester',
    ...(level ? { level } : {}),
  }
  return renderToStaticMarkup(
    <ComparePanel
      {...buildUniversitiesView(raw, universities, fx, destinationCosts).compare}
      deadlines={deadlineBook(deadlineRecordsFromSeed(universityDeadlinesSeed))}
    />,
  )
}

describe('ComparePanel deadlines for the chosen level', () => {
  it("shows a master's applicant only the master's deadlines, and no UCAS date", () => {
    const page = html('postgraduate')
    expect(page).toContain('Application deadline, master&#x27;s')
    expect(page).not.toContain('Application deadline, undergraduate')
    expect(page).not.toMatch(/UCAS/)
  })

  it('shows an undergraduate applicant only the UCAS deadline', () => {
    const page = html('undergraduate')
    expect(page).toContain('Application deadline, undergraduate')
    expect(page).toMatch(/UCAS: 13 January 2027/)
    expect(page).not.toContain('Application deadline, master&#x27;s')
  })

  it('shows both levels when none is chosen', () => {
    const page = html()
    expect(page).toContain('Application deadline, undergraduate')
    expect(page).toContain('Application deadline, master&#x27;s')
  })
})

describe('ComparePanel says when each university’s deadlines were checked', () => {
  const against = { title: 'ETH Zurich: Master’s application', url: 'https://ethz.ch/en/apply' }
  const records = deadlineRecordsFromSeed(universityDeadlinesSeed).map((r) =>
    r.slug === 'eth-zurich'
      ? { ...r, postgraduate: { ...r.postgraduate!, checked: { on: '2026-12-02', against } } }
      : r,
  )
  const page = renderToStaticMarkup(
    <ComparePanel
      {...buildUniversitiesView(
        {
          tab: 'compare',
          compare: 'eth-zurich,kth-royal-institute-of-technology',
          level: 'postgraduate',
        },
        universities,
        fx,
        destinationCosts,
      ).compare}
      deadlines={deadlineBook(records)}
    />,
  )

  it('gives a checked record its day and the page compared, linked', () => {
    expect(page).toContain(
      'Last checked on 2 December 2026 against <a href="https://ethz.ch/en/apply"',
    )
    expect(page).toContain('ETH Zurich: Master’s application</a>')
  })

  it('says a record carried from the earlier round is not yet checked', () => {
    expect(page).toContain('From the 2025-26 round, not yet checked for 2027.')
  })
})
