// The browser's one way to call our route handlers and read their answers, errors included
// (the shape lib/http.ts writes).
import type { ErrorBody } from '@/lib/errors'

export type ApiFailure = {
  ok: false
  /** 0 when the request never got an answer. */
  status: number
  code?: string
  message?: string
  fields?: Record<string, string>
}
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure

type CallOptions = {
  method?: string
  /** Sent as JSON. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' && value !== null && typeof (value as ErrorBody).error === 'object'

/** Calls one of our API routes and reads its JSON answer; never throws. */
export async function callApi<T>(
  path: string,
  { method = 'GET', body, headers, signal }: CallOptions = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method,
      cache: 'no-store',
      signal,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const answer: unknown = await response.json().catch(() => undefined)
    if (response.ok) return { ok: true, status: response.status, data: answer as T }
    const error: Partial<ErrorBody['error']> = isErrorBody(answer) ? answer.error : {}
    return {
      ok: false,
      status: response.status,
      code: error.code,
      message: error.message,
      fields: error.fields,
    }
  } catch {
    return { ok: false, status: 0 }
  }
}

/** What to tell the user about a failed call: the server's own message, or why there is none. */
export function failureMessage(failure: ApiFailure) {
  if (failure.status === 0)
    return 'Could not reach the server. Check your connection and try again.'
  return failure.message ?? 'Something went wrong on our side. Please try again.'
}

/** POSTs `body` (if any) as JSON to one of our API routes; never throws. */
export function postJson<T = unknown>(
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  return callApi<T>(path, { method: 'POST', body, headers })
}
