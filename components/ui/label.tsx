import * as React from 'react'

import { cn } from '@/lib/utils'

/** A plain label: it renders on the server, so forms in server components ship no script for it. */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'text-sm leading-none font-medium select-none peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
