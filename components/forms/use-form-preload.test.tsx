/** @jest-environment jsdom */
import { fireEvent, render } from '@testing-library/react'

import { useFormPreload } from './use-form-preload'

let reportVisible: (visible: boolean) => void
const disconnect = jest.fn()

beforeEach(() => {
  disconnect.mockClear()
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    reportVisible = (isIntersecting) =>
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
    return { observe: jest.fn(), disconnect } as unknown as IntersectionObserver
  }) as unknown as typeof IntersectionObserver
})

function Form({ preload }: { preload: () => void }) {
  return (
    <form {...useFormPreload(preload)} aria-label="Form">
      <input aria-label="Name" />
    </form>
  )
}

describe('useFormPreload', () => {
  it('preloads once the form scrolls into view, then stops watching', () => {
    const preload = jest.fn()
    render(<Form preload={preload} />)
    reportVisible(false)
    expect(preload).not.toHaveBeenCalled()
    reportVisible(true)
    expect(preload).toHaveBeenCalledTimes(1)
    expect(disconnect).toHaveBeenCalled()
  })

  it('preloads when a field is focused or the form touched before it is seen', () => {
    const preload = jest.fn()
    const { getByLabelText } = render(<Form preload={preload} />)
    fireEvent.focus(getByLabelText('Name'))
    expect(preload).toHaveBeenCalledTimes(1)
    fireEvent.pointerDown(getByLabelText('Name'))
    expect(preload).toHaveBeenCalledTimes(2)
  })
})
