import { BUDGET_LEVEL_LABELS, type BudgetLevel } from '@/lib/universities/options'

/** Under a list of university cards: which tuition the cards show, and the rates' date. */
export function FeesNote({
  level,
  display,
  ratesNote,
}: {
  level: BudgetLevel
  display: string
  /** "At the ECB euro foreign exchange reference rates of 13 April 2026.", or null (nothing converted). */
  ratesNote: string | null
}) {
  return (
    <p className="-mt-4 text-xs text-muted-foreground">
      {`Tuition a year for international students, ${BUDGET_LEVEL_LABELS[level].toLowerCase()}.${ratesNote ? ` Amounts after ≈ are in ${display}. ${ratesNote}` : ''}`}
    </p>
  )
}
