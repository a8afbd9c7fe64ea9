import * as React from 'react'

import { Slot } from 'radix-ui'

import { cn } from '@/lib/utils'

import { buttonVariants, type ButtonVariantProps } from './button-variants'

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & ButtonVariantProps & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  )
}

export { buttonVariants }
