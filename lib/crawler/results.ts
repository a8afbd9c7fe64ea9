import type { CrawlPage } from '@/lib/crawler/progress'

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
