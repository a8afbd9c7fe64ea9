import * as React from 'react'

import { cn } from '@/lib/utils'

export function Table({
  className,
  container,
  ...props
}: React.ComponentProps<'table'> & { container?: React.ComponentProps<'div'> }) {
  return (
    <div {...container} className={cn('relative w-full overflow-x-auto', container?.className)}>
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  )
}

export function TableHeader(props: React.ComponentProps<'thead'>) {
  return <thead className="[&_tr]:border-b" {...props} />
}

export function TableBody(props: React.ComponentProps<'tbody'>) {
  return <tbody className="[&_tr:last-child]:border-0" {...props} />
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('border-b align-top', className)} {...props} />
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th className={cn('h-10 px-3 text-left align-middle font-semibold', className)} {...props} />
  )
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('p-3', className)} {...props} />
}
