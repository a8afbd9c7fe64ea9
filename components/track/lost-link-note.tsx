import { LOST_LINK_PATH } from '@/lib/apply/tracking-link'
import { IntentLink } from '@/components/ui/intent-link'

/** How to keep this page, and how to get a new link if it is lost. */
export function LostLinkNote() {
  return (
    <section aria-labelledby="lost-link-title" className="rounded-xl border bg-muted/40 p-5">
      <h2 id="lost-link-title" className="text-lg font-semibold">
        If you lose this link
      </h2>
      <p className="mt-1 text-sm">
        Bookmark this page: its address is your private link. If you lose it,{' '}
        <IntentLink
          href={LOST_LINK_PATH}
          className="font-medium text-primary underline underline-offset-4"
        >
          ask for a new link
        </IntentLink>{' '}
        with the e-mail address you applied with, and we send it there. When you open the new link,
        this one stops working, so a link you shared by mistake stops working too.
      </p>
    </section>
  )
}
