import { Skeleton } from '@/components/ui/skeleton'

export function CrawlerScreenSkeleton() {
  return (
    <div role="status" className="max-w-3xl">
      <span className="sr-only">Loading the University Data Scraper...</span>
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  )
}
