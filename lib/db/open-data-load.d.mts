export type LoaderDb = {
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>
  copy(table: string, columns: string, body: string): Promise<unknown>
}
export const OPEN_DATA_TABLES: [table: string, files: string[]][]
export function openDataVersion(dir: string): string
export function loadedVersion(query: LoaderDb['query']): Promise<string | null>
export function splitHeader(text: string): { columns: string[]; body: string }
export function loadOpenData(db: LoaderDb, dir: string, version: string): Promise<{ ms: number }>
export function pgliteLoader(pglite: import('@electric-sql/pglite').PGlite): LoaderDb
export function postgresLoader(client: import('pg').ClientBase): Promise<LoaderDb>
