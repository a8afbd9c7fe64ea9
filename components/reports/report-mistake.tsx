import type { RecordKind } from '@/lib/records/kinds'

import { ReportForm } from './report-form'

const note = 'hidden rounded-md border px-3 py-2 text-sm target:block'

/**
 * "Report a mistake" at the foot of a record's page: a closed disclosure, so the page stays light
 * until a visitor opens it. Without JavaScript the form posts as a plain form and comes back here;
 * the address's fragment then shows one of the notes below (CSS :target, no script).
 */
export function ReportMistake({ kind, recordId }: { kind: RecordKind; recordId: string }) {
  return (
    <section aria-label="Report a mistake" className="flex flex-col gap-2 border-t pt-6">
      <p id="report-sent" role="status" className={note}>
        Thank you: your report was sent. Our team checks it against the official source.
      </p>
      <p id="report-invalid" role="alert" className={`${note} border-destructive`}>
        Your report was not sent: describe the mistake in plain text (10 to 2,000 characters) and
        give a web address starting with https:// or http://.
      </p>
      <p id="report-limited" role="alert" className={`${note} border-destructive`}>
        Your report was not sent: you can only send 5 reports per hour. Please try again later.
      </p>
      <details>
        <summary className="w-fit cursor-pointer text-sm font-medium text-muted-foreground hover:text-foreground">
          Report a mistake on this page
        </summary>
        <ReportForm kind={kind} recordId={recordId} />
      </details>
    </section>
  )
}
