import { currencyChoices } from '@/lib/currency'

/**
 * A currency picker's `<option>`s, named ("Nigerian Naira (NGN)"), the students' home currencies
 * first. Rendered on the server: the names come from Intl, so no script or name table reaches the
 * browser. `blank` is the currency shown when the URL names none: its option submits no value, so
 * an unchanged form does not add it to the URL.
 */
export function CurrencyOptions({ codes, blank }: { codes: readonly string[]; blank?: string }) {
  const { home, other } = currencyChoices(codes)
  const options = (list: typeof home) =>
    list.map(({ code, label }) => (
      <option key={code} value={code === blank ? '' : code}>
        {label}
      </option>
    ))
  return (
    <>
      {home.length ? (
        <optgroup label="Where most students come from">{options(home)}</optgroup>
      ) : null}
      {other.length ? <optgroup label="Other currencies">{options(other)}</optgroup> : null}
    </>
  )
}
