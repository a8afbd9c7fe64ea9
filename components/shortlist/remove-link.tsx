'use client'

import { removeSaved, type ShortlistKind } from '@/lib/shortlist'
import { readShortlist, saveShortlist } from '@/lib/shortlist/storage'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

/**
 * Removes an item: a link to the shortlist without it (so it works without JavaScript, and Back
 * brings it back), which also forgets it in this browser.
 */
export function RemoveLink({
  href,
  kind,
  id,
  name,
}: {
  href: string
  kind: ShortlistKind
  id: string
  name: string
}) {
  return (
    <IntentLink
      href={href}
      scroll={false}
      replace={false}
      onClick={() => saveShortlist(removeSaved(readShortlist(), kind, id))}
      className={buttonVariants({ variant: 'ghost', size: 'sm' })}
    >
      <Icon name="x" aria-hidden />
      Remove<span className="sr-only"> {name}</span>
    </IntentLink>
  )
}
