import 'server-only'

import { unstable_rethrow } from 'next/navigation'
import { after } from 'next/server'

import type { z } from 'zod'

import { isStoreFailure } from '@/lib/db/errors'
import { noteStoreFailure } from '@/lib/db/outage'
import {
  BadRequestError,
  HttpError,
  PayloadTooLargeError,
  UnavailableError,
  UnsupportedMediaTypeError,
  ValidationError,
  type ErrorBody,
} from '@/lib/errors'
import { logFailure } from '@/lib/log-failure'
import { fieldErrors } from '@/lib/validation/field-errors'

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 30

/**
 * Runs `task` once the response has been sent (outside a request, as in tests, at once). A failure
 * is logged as `event` with `context` and the error's codes only: mailer errors may quote addresses.
 */
export function runAfterResponse(
  event: string,
  task: () => Promise<void>,
  context: Record<string, string> = {},
) {
  const safe = () =>
    task().catch((error: unknown) => {
      logFailure(event, error, context)
    })
  try {
    after(safe)
  } catch {
    void safe()
  }
}

/** The one JSON error shape of every route handler. Unknown errors are logged here and never echoed. */
export function errorResponse(error: unknown): Response {
  // Next's own signals (a prerender stopping at request data, notFound, redirect) pass through.
  unstable_rethrow(error)
  if (!(error instanceof HttpError) && isStoreFailure(error)) {
    const requestId = logFailure('store_unavailable', error)
    if ((error as Error).name !== 'RateLimitStoreError') noteStoreFailure()
    return errorResponse(
      new UnavailableError(undefined, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'X-Request-Id': requestId,
      }),
    )
  }
  if (error instanceof HttpError) {
    const body: ErrorBody = {
      error: {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      },
    }
    return Response.json(body, { status: error.status, headers: error.headers })
  }
  const requestId = logFailure('unhandled_error', error)
  return Response.json(
    {
      error: { code: 'internal', message: 'Something went wrong on our side.' },
    } satisfies ErrorBody,
    { status: 500, headers: { 'X-Request-Id': requestId } },
  )
}

/**
 * application/json, or a structured +json type (application/vnd.x+json), with any parameters.
 * Patch formats (json-patch, merge-patch) say "change", not "this is the form", so they are refused.
 */
export function isJsonMediaType(header: string | null): boolean {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'application/json') return true
  return (
    /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type) &&
    !/^application\/(json-patch|merge-patch)\+json$/.test(type)
  )
}

/** Reads a JSON body of at most `limitBytes`, answering 413 beyond it and 400 for anything that is not JSON. */
async function readJsonBody(request: Request, limitBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limitBytes) throw new PayloadTooLargeError(limitBytes)
  if (!isJsonMediaType(request.headers.get('content-type')))
    throw new UnsupportedMediaTypeError('Send the data as JSON (Content-Type: application/json).')
  const reader = request.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel()
      throw new PayloadTooLargeError(limitBytes)
    }
    chunks.push(value)
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  try {
    return JSON.parse(text)
  } catch {
    throw new BadRequestError('The request body is not valid JSON.')
  }
}

/** `value` parsed with `schema`; anything else answers 422 with the first message for each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error))
  return parsed.data
}

/** The request's JSON body (at most `limitBytes`) parsed with `schema`: 400, 413 or 422 otherwise. */
export async function parseJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  limitBytes: number,
): Promise<z.output<S>> {
  return parseInput(schema, await readJsonBody(request, limitBytes))
}
