import * as React from 'react'

import { clsx } from 'clsx'

import { Icon } from './icon'

/** A styled native <select>: works without JavaScript and with every screen reader. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className={clsx('relative', className)}>
      <select data-slot="native-select" className="native-select" {...props} />
      {/* Placed by the .native-select + .icon rule of app/globals.css. */}
      <Icon name="chevron-down" aria-hidden />
    </div>
  )
}
