// The display currency a visitor chose, kept in the browser. Shared pages render from their URL
// alone (a cache keeps one copy per URL for everyone), so the choice lives in localStorage and a
// page carries it in its `?currency=`; nothing is sent to the server but the URL.

const KEY = 'currency'

/** The remembered code, or null when none is stored or storage is unavailable (private mode). */
export function rememberedCurrency(): string | null {
  try {
    return window.localStorage.getItem(KEY)
  } catch {
    return null
  }
}

/** Remembers a well-formed three-letter code; storage failures leave the choice to the URL. */
export function rememberCurrency(code: string) {
  const upper = code.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(upper)) return
  try {
    window.localStorage.setItem(KEY, upper)
  } catch {
    // Private mode or storage full: the URL still carries the choice.
  }
}

/**
 * Where a page should go to show the remembered currency: its own URL with `?currency=` added, or
 * null when the URL already names one, nothing usable is remembered, or the remembered one is the
 * default the page shows anyway. Whether the rates convert to it is the server's to say.
 */
export function urlWithRemembered(
  pathname: string,
  search: string,
  remembered: string | null,
  fallback: string,
): string | null {
  const params = new URLSearchParams(search)
  if (params.get('currency')) return null
  if (!remembered || remembered === fallback || !/^[A-Z]{3}$/.test(remembered)) return null
  params.set('currency', remembered)
  return `${pathname}?${params}`
}
