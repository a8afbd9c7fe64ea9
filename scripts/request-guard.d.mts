import type { IncomingMessage, ServerResponse } from 'node:http'

export const SHED_RETRY_AFTER_SECONDS: number
export const ABANDONED_RELEASE_MS: number
export function defaultMaxInFlight(env?: Record<string, string | undefined>): number
export function hasBadPercentEncoding(target: string | undefined): boolean
export function listPublicFiles(dir?: string): string[]
export function isStaticAsset(
  request: Pick<IncomingMessage, 'method' | 'url'>,
  publicFiles: ReadonlySet<string>,
): boolean
export type RequestGuard = ((request: IncomingMessage, response: ServerResponse) => boolean) & {
  inFlight: () => number
  done: (response: ServerResponse) => void
}
export function createRequestGuard(options?: {
  maxInFlight?: number
  publicFiles?: Iterable<string>
}): RequestGuard
export function answerOutagesWith503<T>(response: ServerResponse, serve: () => T): T
