'use client'

/**
 * `<option>`s whose value is their text, drawn in the browser from one list: a server-rendered
 * option list reaches a list page twice (HTML and RSC payload), and /universities page 2 must stay
 * under 80 KB of HTML. `blank` is the option that stands for no value in the URL (the display
 * currency shown by default), so submitting the form unchanged does not add it.
 */
export function PlainOptions({ values, blank }: { values: readonly string[]; blank?: string }) {
  return values.map((value) => (
    <option key={value} value={value === blank ? '' : undefined}>
      {value}
    </option>
  ))
}
