// Our crawler routes, as the screen calls them: the browser never talks to the crawler service.
import { callApi, postJson } from '@/lib/api-client'
import type { CrawlSnapshot } from '@/lib/crawler/progress'

type Connected = { connected: boolean }

export const getKeyStatus = () => callApi<Connected>('/api/crawl/key')

export const saveKey = (apiKey: string) => postJson<Connected>('/api/crawl/key', { apiKey })

export const removeKey = () => callApi<Connected>('/api/crawl/key', { method: 'DELETE' })

export const startCrawl = (url: string) => postJson<{ id: string }>('/api/crawl', { url })

export const getCrawl = (id: string, signal?: AbortSignal) =>
  callApi<CrawlSnapshot>(`/api/crawl/${encodeURIComponent(id)}`, { signal })

export const cancelCrawl = (id: string) =>
  callApi<{ cancelled: boolean }>(`/api/crawl/${encodeURIComponent(id)}`, { method: 'DELETE' })
