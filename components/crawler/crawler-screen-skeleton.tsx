/** Shown while the scraper's chunk loads; plain classes, since it ships with the list pages. */
export function CrawlerScreenSkeleton() {
  return (
    <div role="status" className="max-w-3xl">
      <span className="sr-only">Loading the University Data Scraper...</span>
      <div className="h-72 w-full animate-pulse rounded-xl bg-muted" />
    </div>
  )
}
