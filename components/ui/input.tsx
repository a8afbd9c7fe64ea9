import * as React from 'react'

import { clsx } from 'clsx'

// clsx, not cn: the forms are client components, and tailwind-merge would come with them into the
// browser (the .input class is ours, so there is nothing for it to merge).
export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={clsx('input', className)} {...props} />
}
