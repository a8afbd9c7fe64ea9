import { checkedText } from '@/lib/records/checked'
import type { RecordCheck } from '@/data/schema'

/**
 * When a record was last compared with its source, the page linked ("Last checked on 2 December
 * 2026 against <page>"), or that a carried-over record is not yet checked for this round.
 */
export function RecordCheckLine({
  check,
  className,
  as: Tag = 'p',
}: {
  check: RecordCheck
  className?: string
  /** A span inside a table cell or a fact row, a paragraph elsewhere. */
  as?: 'p' | 'span'
}) {
  const checked = checkedText(check)
  return (
    <Tag className={className} data-testid="record-check">
      {checked.text}
      {checked.against ? (
        <>
          {' '}
          <a
            href={checked.against.url}
            className="text-primary underline underline-offset-4"
            rel="noopener noreferrer"
          >
            {checked.against.title}
          </a>
        </>
      ) : null}
      {checked.after}
    </Tag>
  )
}
