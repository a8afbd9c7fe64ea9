/** A value built on first use and kept: data loaded once per process, a formatter made when needed. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
