// URLs of pages whose state (filters, sort, page, tab) lives in the query string. Free of zod and
// data, so client components can build the same URLs as the server.

export type ParamValue = string | number | string[]

/** A page with URL state: its path and the state a bare URL means. */
export type ListUrl<T extends Record<string, ParamValue>> = { path: string; defaults: T }

const paramText = (value: ParamValue | undefined) =>
  Array.isArray(value) ? value.join(',') : String(value ?? '')

/** A URL for `path` holding only the values that differ from the defaults. */
export function stateHref<T extends Record<string, ParamValue>>(
  path: string,
  state: Partial<T>,
  defaults: T,
) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(state)) {
    const text = paramText(value)
    if (text !== paramText(defaults[key])) params.set(key, text)
  }
  const query = params.toString().replace(/%2C/g, ',')
  return query ? `${path}?${query}` : path
}

/** The URL of `list` showing `state` with `changes` applied. */
export function listHref<T extends Record<string, ParamValue>>(
  list: ListUrl<T>,
  state: T,
  changes: Partial<T> = {},
) {
  return stateHref(list.path, { ...state, ...changes }, list.defaults)
}

/**
 * The URL a GET form would load, without its blank fields or fields left at their defaults, so
 * that filtering with JavaScript gives the same URLs as the server's own links. `extra` values
 * come first (the matcher's `match=1`, which its submit button sends).
 */
export function formHref<T extends Record<string, ParamValue>>(
  list: ListUrl<T>,
  form: Iterable<[string, unknown]>,
  extra: Record<string, string> = {},
) {
  const values: Record<string, string> = { ...extra }
  for (const [name, value] of form) {
    const text = typeof value === 'string' ? value.trim() : ''
    if (text) values[name] = text
  }
  return stateHref(list.path, values as Partial<T>, list.defaults)
}
