import type { IncomingMessage, ServerResponse } from 'node:http'

export const SHED_RETRY_AFTER_SECONDS: number
export function defaultMaxInFlight(env?: Record<string, string | undefined>): number
export function hasBadPercentEncoding(target: string | undefined): boolean
export function isStaticAsset(target: string | undefined): boolean
export type RequestGuard = ((request: IncomingMessage, response: ServerResponse) => boolean) & {
  inFlight: () => number
}
export function createRequestGuard(options?: { maxInFlight?: number }): RequestGuard
export function answerOutagesWith503<T>(response: ServerResponse, serve: () => T): T
