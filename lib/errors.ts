/** The JSON body of every error answer of our route handlers (lib/http.ts), as the browser reads it. */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> }
}

/**
 * The digest of the error a page throws when the database is away (lib/db/page-read.ts): its
 * error.tsx shows "Temporarily unavailable" for it, and the generic error view for anything else.
 */
export const PAGE_UNAVAILABLE_DIGEST = 'PAGE_UNAVAILABLE'

export function isPageUnavailable(error: { digest?: string }) {
  return error.digest === PAGE_UNAVAILABLE_DIGEST
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, 'bad_request', message)
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    super(
      413,
      'payload_too_large',
      `The request body is larger than ${Math.round(limitBytes / 1024)} KB.`,
    )
  }
}

export class ValidationError extends HttpError {
  constructor(fields: Record<string, string>) {
    super(422, 'invalid', 'Some fields need your attention.', fields)
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Sign in to continue.') {
    super(401, 'unauthorized', message)
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, 'forbidden', message)
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message)
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, 'conflict', message)
  }
}

export class RateLimitError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', message, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    })
  }
}

export class UnavailableError extends HttpError {
  constructor(
    message = 'The service is temporarily unavailable. Please try again.',
    headers: Record<string, string> = { 'Retry-After': '30' },
  ) {
    super(503, 'unavailable', message, undefined, headers)
  }
}

export class UpstreamError extends HttpError {
  constructor(message: string, status = 502) {
    super(status, 'upstream', message)
  }
}

export class IdempotencyKeyReusedError extends HttpError {
  constructor() {
    super(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request. Send a new key.',
    )
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, 'unsupported_media_type', message)
  }
}
