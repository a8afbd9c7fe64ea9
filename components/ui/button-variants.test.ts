import { buttonVariants } from './button-variants'

describe('buttonVariants', () => {
  it('draws the default button when no variant or size is given', () => {
    expect(buttonVariants()).toBe('btn btn-default btn-md')
    expect(buttonVariants({ variant: null, size: null })).toBe('btn btn-default btn-md')
  })

  it('names the variant and size rules of globals.css, then any extra classes', () => {
    expect(buttonVariants({ variant: 'outline', size: 'sm' })).toBe('btn btn-outline btn-sm')
    expect(buttonVariants({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })).toBe(
      'btn btn-ghost btn-icon lg:hidden',
    )
  })
})
