/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react'

import { FilterForm } from './filter-form'

// The router stand-in: navigating records the address; a page "lands" when the test says so,
// as the real router's pages arrive after the click that asked for them.
let shown = new URLSearchParams()
const push = jest.fn()
const replace = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace }),
  useSearchParams: () => shown,
}))

const LIST = { path: '/scholarships/government', defaults: { host: '', open: 0 } }

function Filters() {
  return (
    <FilterForm list={LIST} label="Narrow the list">
      <label>
        Country of study
        <select name="host" defaultValue="">
          <option value="">Any country</option>
          <option value="CH">Switzerland</option>
          <option value="DE">Germany</option>
        </select>
      </label>
      <label>
        <input type="checkbox" name="open" value="1" />
        Open now
      </label>
    </FilterForm>
  )
}

/** The page for `href` arrives: the address bar and the search parameters change to it. */
function land(href: string, rerender: (ui: React.ReactElement) => void) {
  window.history.pushState(null, '', href)
  shown = new URLSearchParams(new URL(href, window.location.origin).search)
  act(() => rerender(<Filters />))
}

const lastHref = () => push.mock.calls.at(-1)?.[0]
const country = () => screen.getByLabelText<HTMLSelectElement>('Country of study')
const openNow = () => screen.getByLabelText<HTMLInputElement>('Open now')

beforeEach(() => {
  push.mockClear()
  replace.mockClear()
  window.history.replaceState(null, '', LIST.path)
  shown = new URLSearchParams()
})

describe('FilterForm', () => {
  it('keeps a box ticked while the previous choice is loading, and sends both', () => {
    const { rerender } = render(<Filters />)
    fireEvent.change(country(), { target: { value: 'CH' } })
    // Read from the form at once, before a page arriving in between could reset the fields.
    expect(lastHref()).toBe('/scholarships/government?host=CH')

    fireEvent.click(openNow())
    expect(lastHref()).toBe('/scholarships/government?host=CH&open=1')

    // The first choice's page lands after the box was ticked: the tick stays.
    land('/scholarships/government?host=CH', rerender)
    expect(openNow().checked).toBe(true)
    expect(country().value).toBe('CH')

    land('/scholarships/government?host=CH&open=1', rerender)
    expect(openNow().checked).toBe(true)
    expect(push).toHaveBeenCalledTimes(2)
  })

  it('sends a change undone while its page loads, so that page does not win', () => {
    const { rerender } = render(<Filters />)
    fireEvent.click(openNow())
    fireEvent.click(openNow())
    expect(push.mock.calls.map((call) => call[0])).toEqual([
      '/scholarships/government?open=1',
      '/scholarships/government',
    ])
    land('/scholarships/government?open=1', rerender)
    expect(openNow().checked).toBe(false)
  })

  it('follows Back after a change undone before its page came', () => {
    const { rerender } = render(<Filters />)
    fireEvent.click(openNow())
    fireEvent.click(openNow())
    // The router drops the first page for the second, which is the address already shown: no page
    // lands and the search parameters never change.
    fireEvent.click(openNow())
    land('/scholarships/government?open=1', rerender)
    expect(openNow().checked).toBe(true)

    land('/scholarships/government', rerender)
    expect(openNow().checked).toBe(false)
  })

  it('shows what the address says after Back, Forward or a link', () => {
    const { rerender } = render(<Filters />)
    fireEvent.change(country(), { target: { value: 'CH' } })
    land('/scholarships/government?host=CH', rerender)
    fireEvent.change(country(), { target: { value: 'DE' } })
    land('/scholarships/government?host=DE', rerender)

    // Back: an address this form made earlier, not on its way any more.
    land('/scholarships/government?host=CH', rerender)
    expect(country().value).toBe('CH')
    // A link elsewhere (Clear filters).
    land('/scholarships/government?open=1', rerender)
    expect(country().value).toBe('')
    expect(openNow().checked).toBe(true)
  })

  it('does not navigate when a change leads back to the address shown', () => {
    render(<Filters />)
    fireEvent.change(country(), { target: { value: '' } })
    expect(push).not.toHaveBeenCalled()
  })
})

describe('FilterForm on a list page', () => {
  it('folds into a "Filters (n)" disclosure that says how many filters are on', () => {
    render(
      <FilterForm list={LIST} label="Narrow the list" active={2}>
        <input name="host" aria-label="Host" />
      </FilterForm>,
    )
    const summary = screen.getByText('Filters (2)')
    expect(summary.tagName).toBe('SUMMARY')
    const details = summary.closest('details')!
    expect(details).not.toHaveAttribute('open')
    expect(details).toContainElement(screen.getByRole('search', { name: 'Narrow the list' }))
  })

  it('stays a plain form elsewhere', () => {
    render(
      <FilterForm list={LIST} label="Narrow the list">
        <input name="host" aria-label="Host" />
      </FilterForm>,
    )
    expect(screen.queryByText(/^Filters \(/)).toBeNull()
  })
})
