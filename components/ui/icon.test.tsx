/** @jest-environment jsdom */
import { render } from '@testing-library/react'

import { Icon } from './icon'
import { ICON_SPRITE } from './icon-sprite'

describe('Icon', () => {
  it('draws the named symbol from the sprite, hidden from assistive technology', () => {
    const { container } = render(<Icon name="search" className="size-4" />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('class')).toContain('size-4')
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(`${ICON_SPRITE}#search`)
    expect(svg.querySelector('path')).toBeNull()
  })

  it('is announced when it carries its own label', () => {
    const { getByRole } = render(<Icon name="star" role="img" aria-label="Top match" />)
    expect(getByRole('img', { name: 'Top match' })).toBeInTheDocument()
  })
})
