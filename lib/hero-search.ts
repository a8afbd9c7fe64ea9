/** The hero search's target: /universities?search=<term>, or nothing for a blank term (SPEC §2). */
export function heroSearchHref(term: string): string | undefined {
  const trimmed = term.trim()
  return trimmed ? `/universities?search=${encodeURIComponent(trimmed)}` : undefined
}
