import { formatDate } from '@/lib/format'
import { BUDGET_LEVEL_LABELS, type BudgetLevel } from '@/lib/universities/options'

/** Under a list of university cards: which tuition the cards show, and the rates' date. */
export function FeesNote({
  level,
  display,
  rateDate,
}: {
  level: BudgetLevel
  display: string
  rateDate: string
}) {
  return (
    <p className="-mt-4 text-xs text-muted-foreground">
      {`Tuition a year for international students, ${BUDGET_LEVEL_LABELS[level].toLowerCase()}. Amounts after ≈ are in ${display} at the ECB reference rates of ${formatDate(rateDate)}.`}
    </p>
  )
}
