import Link from 'next/link'

import { clsx } from 'clsx'

import { buttonVariants } from '@/components/ui/button-variants'

/** Apply (which works without JavaScript) and, while a filter is on, Clear Filters. */
export function FilterActions({
  clearHref,
  className,
}: {
  clearHref?: string
  className?: string
}) {
  return (
    <div className={clsx('flex gap-2', className)}>
      <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
        Apply
      </button>
      {clearHref ? (
        <Link href={clearHref} scroll={false} className={buttonVariants({ variant: 'ghost' })}>
          Clear Filters
        </Link>
      ) : null}
    </div>
  )
}
