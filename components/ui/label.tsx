import * as React from 'react'

import { clsx } from 'clsx'

/**
 * A plain label: it renders on the server, so forms in server components ship no script for it;
 * clsx rather than tailwind-merge keeps the client forms that use it light.
 */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={clsx(
        'text-sm leading-none font-medium select-none peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
