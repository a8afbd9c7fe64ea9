/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'

import { PAGE_UNAVAILABLE_DIGEST } from '@/lib/errors'
import { UnavailableView } from '@/components/unavailable-view'

describe('UnavailableView (error view of the tracking and staff pages)', () => {
  it('says "Temporarily unavailable" when the page could not read the database', () => {
    const reset = jest.fn()
    const error = Object.assign(new Error('hidden'), { digest: PAGE_UNAVAILABLE_DIGEST })
    render(<UnavailableView error={error} reset={reset} what="the applications database" />)
    expect(screen.getByRole('heading', { name: 'Temporarily unavailable' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('We cannot reach the applications database')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it('shows any other failure as the unexpected error it is, with its reference', () => {
    const error = Object.assign(new Error('hidden'), { digest: '1234567' })
    render(<UnavailableView error={error} reset={() => {}} what="the applications database" />)
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Temporarily unavailable')).not.toBeInTheDocument()
  })
})
