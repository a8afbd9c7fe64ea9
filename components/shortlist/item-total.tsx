import type { TotalText } from '@/lib/costs/text'

/**
 * One saved item's total a year in the display currency, and what it leaves out, worded as the
 * university comparison and the programme page word it. Without its tuition the sum of the other
 * parts is no total: it is shown as what it is and left out of the sums.
 */
export function ItemTotal({
  label,
  text,
  inSum,
}: {
  /** "Total, undergraduate" or "Total". */
  label: string
  text: TotalText | null
  inSum: boolean
}) {
  const muted = 'block text-xs text-muted-foreground'
  return (
    <p className="mt-1 text-sm">
      <span>{`${label}: `}</span>
      <span className="font-semibold">
        {inSum && text ? text.perYear : 'not known, so not in the sums'}
      </span>
      {!inSum && text?.known ? (
        <span className={muted}>{`The known parts: ${text.perYear}.`}</span>
      ) : null}
      {text?.missing ? <span className={muted}>{text.missing}</span> : null}
      {text?.typical ? <span className={muted}>{text.typical}</span> : null}
    </p>
  )
}
