import { LazyCrawlerScreen } from './lazy-crawler-screen'

/** The 'Add More Universities' tab. Rendered only on that tab. */
export function AddUniversitiesPanel() {
  return (
    <div className="flex flex-col gap-4">
      <noscript>
        <p className="max-w-3xl rounded-lg border p-4 text-sm">
          The University Data Scraper needs JavaScript: turn it on to connect your API key and crawl
          a website.
        </p>
      </noscript>
      <LazyCrawlerScreen />
    </div>
  )
}
