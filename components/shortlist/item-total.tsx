import type { TotalText } from '@/lib/costs/text'

/**
 * One saved item's total a year in the display currency, and what it leaves out, worded as the
 * university comparison and the programme page word it.
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
  return (
    <p className="mt-1 text-sm">
      <span>{`${label}: `}</span>
      <span className="font-semibold">{text ? text.perYear : 'Not known'}</span>
      {text?.missing ? (
        <span className="block text-xs text-muted-foreground">{text.missing}</span>
      ) : null}
      {inSum ? null : (
        <span className="block text-xs text-muted-foreground">
          Not in the sum: without its tuition this is no total.
        </span>
      )}
    </p>
  )
}
