/** @jest-environment jsdom */
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { ApplyForm } from './apply-form'

const page = (
  <ApplyForm
    intakeYears={['2027', '2028', '2029']}
    countries={[
      ['ng', 'Nigeria'],
      ['uk', 'United Kingdom'],
    ]}
  />
)

// The page hydrates the form after the rest of the page (app/apply-now/page.tsx wraps it in
// Suspense), so a quick student, or the browser restoring a page, can fill fields first.
describe('ApplyForm hydrated after the student has started', () => {
  let root: Root | undefined
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    // jsdom has no IntersectionObserver (the form loads its validation when it comes into view).
    window.IntersectionObserver = jest.fn(() => ({
      observe: jest.fn(),
      disconnect: jest.fn(),
    })) as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    act(() => root?.unmount())
    document.body.replaceChildren()
  })

  it('keeps what was typed and chosen before it hydrated', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const field = (name: string) =>
      container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!
    field('firstName').value = 'Amara'
    field('nationality').value = 'ng'
    await act(async () => {
      root = hydrateRoot(container, page)
    })
    expect(field('firstName').value).toBe('Amara')
    expect(field('nationality').value).toBe('ng')
    expect(field('lastName').value).toBe('')
  })
})
