export type OutageMarker = { outage: boolean }
export function runWithOutageMarker<T>(marker: OutageMarker, serve: () => T): T
export function markStoreOutage(): void
