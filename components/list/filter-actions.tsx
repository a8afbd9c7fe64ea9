import { clsx } from 'clsx'

import { buttonVariants } from '@/components/ui/button-variants'
import { IntentLink } from '@/components/ui/intent-link'

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
        <IntentLink
          href={clearHref}
          scroll={false}
          className={buttonVariants({ variant: 'ghost' })}
        >
          Clear Filters
        </IntentLink>
      ) : null}
    </div>
  )
}
