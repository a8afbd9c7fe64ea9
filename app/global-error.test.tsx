/** @jest-environment jsdom */
import GlobalError from '@/app/global-error'
import { fireEvent, render, screen } from '@testing-library/react'

describe('GlobalError (root layout failure)', () => {
  it('shows the error title, the error reference and a working retry button', () => {
    const reset = jest.fn()
    const error = Object.assign(new Error('boom'), { digest: 'DIGEST42' })
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<GlobalError error={error} reset={reset} />, { container: document })
    spy.mockRestore()
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Error reference: DIGEST42')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reset).toHaveBeenCalledTimes(1)
  })
})
