import type { CrawlPage } from '@/lib/crawler/progress'
import { isAllowedPageUrl } from '@/lib/crawler/url'

/** The preview shows the first 3 entries. */
export const PREVIEW_ENTRIES = 3
/** The name of the downloaded file. */
export const RESULTS_FILE_NAME = 'university-data.json'

export const resultsJson = (data: CrawlPage[]) => JSON.stringify(data, null, 2)

/** The JSON of the first 3 entries, then '... and n more entries' when there are more. */
export function previewText(data: CrawlPage[]) {
  const preview = JSON.stringify(data.slice(0, PREVIEW_ENTRIES), null, 2)
  const more = data.length - PREVIEW_ENTRIES
  return more > 0 ? `${preview}\n... and ${more} more entries` : preview
}

/** Credits Used: the number, or 'unknown' when the service reports none. */
export const creditsLabel = (credits: number | null) =>
  credits === null ? 'unknown' : String(credits)

/**
 * The pages whose request and final address (after any redirect) are both on an allowed site: a
 * page an allowed site redirected elsewhere is left out, and counted.
 */
export function keepAllowedPages(data: CrawlPage[]): { pages: CrawlPage[]; leftOut: number } {
  const pages = data.filter((page) => {
    const metadata = (page.metadata ?? {}) as Record<string, unknown>
    const final = metadata.url ?? metadata.sourceURL
    const requested = metadata.sourceURL ?? metadata.url
    return isAllowedPageUrl(final) && isAllowedPageUrl(requested)
  })
  return { pages, leftOut: data.length - pages.length }
}
