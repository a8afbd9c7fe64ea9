// Fetches one publisher file into the cache folder. The body is streamed to a temporary file beside
// the cached one and hashed on the way, so memory stays flat whatever the file's size; only a
// complete body replaces the cached file (a rename), so any failure leaves the current copy in place.
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export type DownloadResult = {
  /** The cached file, now holding the new body. */
  path: string
  /** The address the body came from, after redirects. */
  url: string
  sha256: string
  bytes: number
  /** The server's Last-Modified header, when it sent one. */
  lastModified: string | null
  /** The file name the server's Content-Disposition gives, when it sent one. */
  filename?: string
}

export type DownloadFailure =
  'not-found' | 'http' | 'redirects' | 'timeout' | 'truncated' | 'network'

export class DownloadError extends Error {
  constructor(
    readonly kind: DownloadFailure,
    message: string,
  ) {
    super(message)
    this.name = 'DownloadError'
  }
}

export type DownloadOptions = {
  /** Redirects followed before giving up. */
  maxRedirects?: number
  /** Longest wait for the answer or for the next bytes of the body, in milliseconds. */
  timeoutMs?: number
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Opens `url`, following redirects; resolves with the response whose body is to be read. */
function open(url: URL, options: Required<DownloadOptions>, original: string) {
  return new Promise<{ response: http.IncomingMessage; url: URL }>((resolve, reject) => {
    let redirects = 0
    const request = (target: URL) => {
      const client =
        target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null
      if (!client) {
        reject(new DownloadError('http', `${original}: unsupported address ${target.href}`))
        return
      }
      const req = client.get(target, { headers: { 'accept-encoding': 'identity' } }, (response) => {
        const status = response.statusCode ?? 0
        if (REDIRECTS.has(status) && response.headers.location) {
          response.resume()
          if (++redirects > options.maxRedirects) {
            reject(
              new DownloadError(
                'redirects',
                `${original}: more than ${options.maxRedirects} redirects (last to ${response.headers.location}); the cached copy is kept`,
              ),
            )
            return
          }
          request(new URL(response.headers.location, target))
          return
        }
        if (status === 404 || status === 410) {
          response.resume()
          reject(
            new DownloadError(
              'not-found',
              `${original}: ${status} not found at ${target.href}; the publisher has moved or removed the file, the cached copy is kept`,
            ),
          )
          return
        }
        if (status !== 200) {
          response.resume()
          reject(
            new DownloadError(
              'http',
              `${original}: the server answered ${status} at ${target.href}; the cached copy is kept`,
            ),
          )
          return
        }
        resolve({ response, url: target })
      })
      // An idle socket (no answer, or a body that stops coming) ends the download.
      req.setTimeout(options.timeoutMs, () =>
        req.destroy(
          new DownloadError(
            'timeout',
            `${original}: no data for ${options.timeoutMs / 1000} s from ${target.href}; the cached copy is kept`,
          ),
        ),
      )
      req.on('error', (error) =>
        reject(
          error instanceof DownloadError
            ? error
            : new DownloadError(
                'network',
                `${original}: ${error.message}; the cached copy is kept`,
              ),
        ),
      )
    }
    request(url)
  })
}

/** Downloads `url` to `dest` (created with its folder if need be); see the module comment. */
export async function download(
  url: string,
  dest: string,
  options: DownloadOptions = {},
): Promise<DownloadResult> {
  const settings = { maxRedirects: 5, timeoutMs: 60_000, ...options }
  await mkdir(path.dirname(dest), { recursive: true })
  const { response, url: final } = await open(new URL(url), settings, url)
  const expected = response.headers['content-length']
    ? Number(response.headers['content-length'])
    : null
  const hash = createHash('sha256')
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  // The idle timeout must keep covering the body once the answer has started.
  response.setTimeout(settings.timeoutMs, () =>
    response.destroy(
      new DownloadError(
        'timeout',
        `${url}: the body stopped for ${settings.timeoutMs / 1000} s after ${bytes} bytes; the cached copy is kept`,
      ),
    ),
  )
  const part = `${dest}.part-${process.pid}`
  const truncated = () =>
    new DownloadError(
      'truncated',
      `${url}: the body ended after ${bytes} of ${expected} bytes (Content-Length); the cached copy is kept`,
    )
  const out = createWriteStream(part)
  try {
    await pipeline(response, counter, out)
  } catch (error) {
    // A file stream destroyed while still opening creates its file afterwards: let it close first.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()))
    await rm(part, { force: true })
    if (error instanceof DownloadError) throw error
    if (expected !== null && bytes < expected) throw truncated()
    throw new DownloadError(
      'network',
      `${url}: ${error instanceof Error ? error.message : String(error)}; the cached copy is kept`,
    )
  }
  if (expected !== null && bytes !== expected) {
    await rm(part, { force: true })
    throw truncated()
  }
  await rename(part, dest)
  const filename = dispositionFilename(response.headers['content-disposition'])
  return {
    path: dest,
    url: final.href,
    sha256: hash.digest('hex'),
    bytes,
    lastModified: response.headers['last-modified'] ?? null,
    ...(filename ? { filename } : {}),
  }
}

/**
 * The file name in a Content-Disposition header: the RFC 6266 `filename*=UTF-8''…` form first (it
 * carries any character), else `filename="…"` or a bare `filename=…`. Folders are never part of
 * it; a value that cannot be decoded gives null.
 */
export function dispositionFilename(header: string | undefined): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*(?:UTF-8|ISO-8859-1)?'[^']*'([^;\s]+)/i.exec(header)
  let name: string | undefined
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!)
    } catch {
      return null
    }
  } else
    name = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header)?.slice(1).find(Boolean)
  name = name?.replace(/\\(.)/g, '$1').split(/[\\/]/).at(-1)?.trim()
  return name || null
}
