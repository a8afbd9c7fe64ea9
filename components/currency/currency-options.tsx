'use client'

import { currencyChoices } from '@/lib/currency'

/**
 * A currency picker's `<option>`s, named ("Nigerian Naira (NGN)"), the students' home currencies
 * first. Drawn from the codes alone, so a list page sends only the codes in its RSC payload rather
 * than every option twice; the names come from Intl (no name table in the script). The server's
 * names stay in place should the browser's Intl name a currency differently. `blank` is the
 * currency shown when the URL names none: its option submits no value, so an unchanged form does
 * not add it to the URL.
 */
export function CurrencyOptions({ codes, blank }: { codes: readonly string[]; blank?: string }) {
  const { home, other } = currencyChoices(codes)
  const options = (list: typeof home) =>
    list.map(({ code, label }) => (
      <option key={code} value={code === blank ? '' : code} suppressHydrationWarning>
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
