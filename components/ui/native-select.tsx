import * as React from 'react'

import { clsx } from 'clsx'

import { Icon } from './icon'

/** A styled native <select>: works without JavaScript and with every screen reader. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className={clsx('relative', className)}>
      <select
        data-slot="native-select"
        className="h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        {...props}
      />
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  )
}
