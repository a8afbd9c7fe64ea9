import type { CrawlSnapshot } from '@/lib/crawler/progress'

export type ApiFailure = {
  ok: false
  /** 0 when the request never got an answer. */
  status: number
  code?: string
  message?: string
  fields?: Record<string, string>
}
export type ApiResult<T> = { ok: true; data: T } | ApiFailure

/** Calls one of our crawler routes (the browser never talks to the service); never throws. */
async function call<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      ...init,
      cache: 'no-store',
      headers: init.body ? { 'Content-Type': 'application/json' } : undefined,
    })
    const body = await response.json().catch(() => undefined)
    if (response.ok) return { ok: true, data: body as T }
    const error = body?.error ?? {}
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

export const getKeyStatus = () => call<{ connected: boolean }>('/api/crawl/key')

export const saveKey = (apiKey: string) =>
  call<{ connected: boolean }>('/api/crawl/key', {
    method: 'POST',
    body: JSON.stringify({ apiKey }),
  })

export const removeKey = () => call<{ connected: boolean }>('/api/crawl/key', { method: 'DELETE' })

export const startCrawl = (url: string) =>
  call<{ id: string }>('/api/crawl', { method: 'POST', body: JSON.stringify({ url }) })

export const getCrawl = (id: string, signal?: AbortSignal) =>
  call<CrawlSnapshot>(`/api/crawl/${encodeURIComponent(id)}`, { signal })

export const cancelCrawl = (id: string) =>
  call<{ cancelled: boolean }>(`/api/crawl/${encodeURIComponent(id)}`, { method: 'DELETE' })
