import { checkApiKeyFormat } from '@/lib/crawler/key-format'
import { CRAWLER_MESSAGES } from '@/lib/crawler/messages'
import { validateCrawlUrl } from '@/lib/crawler/url'
import { z } from '@/lib/validation/zod'

/** POST /api/crawl/key: the typed key, trimmed and checked for shape. */
export const apiKeyBodySchema = z.object({
  apiKey: z.string({ error: CRAWLER_MESSAGES.enterKey }).transform((value, ctx) => {
    const check = checkApiKeyFormat(value)
    if (check.ok) return check.key
    ctx.addIssue({ code: 'custom', message: check.message })
    return z.NEVER
  }),
})
export type ApiKeyBody = z.infer<typeof apiKeyBodySchema>

/** POST /api/crawl: the website to crawl, normalised, on the allowlist. */
export const crawlBodySchema = z.object({
  url: z.string({ error: CRAWLER_MESSAGES.urlFormat }).transform((value, ctx) => {
    const check = validateCrawlUrl(value)
    if (check.ok) return check.url
    ctx.addIssue({ code: 'custom', message: check.message })
    return z.NEVER
  }),
})
export type CrawlBody = z.infer<typeof crawlBodySchema>

/** Crawl job ids are UUIDs; anything else must never reach the service's URL path. */
export const crawlIdSchema = z.uuid()
