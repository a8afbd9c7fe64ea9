import * as React from 'react'

import { clsx } from 'clsx'

// clsx, not cn: the forms are client components, and tailwind-merge would come with them into the
// browser (the .textarea class is ours, so there is nothing for it to merge).
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={clsx('textarea', className)} {...props} />
}
