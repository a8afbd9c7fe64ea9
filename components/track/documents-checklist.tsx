import type { DocumentsChecklist as Checklist } from '@/lib/apply/documents'
import { formatDate } from '@/lib/format'
import { Icon } from '@/components/ui/icon'

const list = 'mt-2 list-disc space-y-1 pl-5 text-sm'

/** The documents to get ready: for the applications at this level, then for the country's visa. */
export function DocumentsChecklist({ checklist }: { checklist: Checklist }) {
  const { visa } = checklist
  return (
    <section aria-labelledby="documents-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="documents-title" className="text-lg font-semibold">
        Documents to get ready
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        For {checklist.levelLabel} study in {checklist.countryLabel}. Your expert tells you exactly
        what each university asks for and checks every document before it is sent.
      </p>
      <h3 className="mt-4 font-medium">For your applications</h3>
      <ul className={list}>
        {checklist.application.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="mt-4 font-medium">For your {visa.visa}, once you accept an offer</h3>
      <ul className={list}>
        {visa.documents.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">
        Source:{' '}
        <a
          href={visa.source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-primary underline underline-offset-2"
        >
          {visa.source.title}
          <Icon name="external-link" className="size-3" aria-hidden />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        , as of <time dateTime={checklist.asOf}>{formatDate(checklist.asOf)}</time>. Rules change:
        the official page has the final word.
      </p>
    </section>
  )
}
