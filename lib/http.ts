import 'server-only'

import { DatabaseUnavailableError } from '@/lib/db/client'
import { BadRequestError, HttpError, PayloadTooLargeError, UnavailableError } from '@/lib/errors'

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> }
}

/** The one JSON error shape of every route handler. Unknown errors are logged here and never echoed. */
export function errorResponse(error: unknown): Response {
  if (error instanceof DatabaseUnavailableError) {
    console.error('Database unavailable:', error.message, error.cause ?? '')
    return errorResponse(new UnavailableError())
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
  console.error('Unhandled error in a route handler:', error)
  return Response.json(
    {
      error: { code: 'internal', message: 'Something went wrong on our side.' },
    } satisfies ErrorBody,
    {
      status: 500,
    },
  )
}

/** Reads a JSON body of at most `limitBytes`, answering 413 beyond it and 400 for anything that is not JSON. */
export async function readJsonBody(request: Request, limitBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limitBytes) throw new PayloadTooLargeError(limitBytes)
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type))
    throw new BadRequestError('Send the data as JSON (Content-Type: application/json).')
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
