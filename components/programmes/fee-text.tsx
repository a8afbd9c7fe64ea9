import { moneyText, type FxTable } from '@/lib/currency'
import type { Money } from '@/lib/programmes/facts'

/**
 * "AUD 42,000 ≈ USD 27,300"; the original only when it cannot be converted. The page names the
 * rates' source and date once, not beside each figure.
 */
export function FeeText({ fee, display, fx }: { fee: Money; display: string; fx: FxTable }) {
  const text = moneyText(fee.amount, fee.currency, display, fx)
  return (
    <>
      <span data-fee={fee.amount}>{text.original}</span>
      {text.converted ? ` ${text.converted}` : null}
    </>
  )
}
