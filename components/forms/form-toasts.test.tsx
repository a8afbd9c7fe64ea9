/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'

import { FormToaster, showToast } from './form-toasts'

describe('FormToaster', () => {
  it('renders nothing until a toast is shown, then loads the toaster and shows it', async () => {
    const { container } = render(<FormToaster />)
    expect(container).toBeEmptyDOMElement()
    await act(() => showToast('error', 'Message Not Sent', { description: 'Please try again.' }))
    expect(await screen.findByText('Message Not Sent')).toBeInTheDocument()
    expect(screen.getByText('Please try again.')).toBeInTheDocument()
  })
})
