// Loading the generated files makes hundreds of thousands of equal small values: the same level
// label, provider id, subject slug or "not reported" map in every record of a kind. A pool keeps
// one copy of each, so the loaded data takes less memory and a full garbage collection has fewer
// objects to walk (the data is most of the server's heap). Pure; the pool is dropped after loading.

const EMPTY = Object.freeze({})

/** Strings up to this length are pooled; longer ones (titles, search keys) are rarely repeated. */
const POOLED_LENGTH = 64

function isEmptyMap(value: object) {
  for (const key in value) if (Object.hasOwn(value, key)) return false
  return true
}

export function valuePool() {
  const strings = new Map<string, string>()
  const lists = new Map<string, readonly unknown[]>()

  /** One copy of each equal string. */
  function string<T extends string | null>(value: T): T {
    if (value === null || value.length > POOLED_LENGTH) return value
    const kept = strings.get(value)
    if (kept !== undefined) return kept as T
    strings.set(value, value)
    return value
  }

  /** One frozen copy of each equal list of strings or numbers (compared element by element). */
  function list<T extends string | number>(values: readonly T[]): readonly T[] {
    const key = values.map((v) => (typeof v === 'number' ? `n${v}` : `s${v}`)).join('\u0000')
    let kept = lists.get(key)
    if (kept === undefined)
      lists.set(
        key,
        (kept = Object.freeze(values.map((v) => (typeof v === 'string' ? string(v) : v)))),
      )
    return kept as readonly T[]
  }

  /**
   * Pools, in place, every short string and empty map inside freshly parsed JSON: each empty
   * object becomes one shared frozen object (the records' "nothing missing" maps). Returns it.
   */
  function shareIn<T>(value: T): T {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = shareValue(value[i])
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>
      for (const key in record) record[key] = shareValue(record[key])
    }
    return value
  }
  function shareValue(value: unknown): unknown {
    if (typeof value === 'string') return string(value)
    if (value === null || typeof value !== 'object') return value
    if (!Array.isArray(value) && isEmptyMap(value)) return EMPTY
    return shareIn(value)
  }

  return { string, list, shareIn }
}
