import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

/** The last section of a university, programme or scholarship page: "Apply through us", pre-filled. */
export function ApplyCta({ href, subject }: { href: string; subject: string }) {
  return (
    <section
      aria-labelledby="apply-cta"
      className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="apply-cta" className="text-lg font-semibold">
          Apply through us
        </h2>
        <p className="text-sm text-muted-foreground">
          Our advisers prepare and send your applications; the form starts from {subject}.
        </p>
      </div>
      <IntentLink href={href} className={buttonVariants()}>
        <Icon name="arrow-right" aria-hidden />
        Start my application
      </IntentLink>
    </section>
  )
}
