'use client'

import type { CrawlSnapshot } from '@/lib/crawler/progress'
import { creditsLabel, previewText, RESULTS_FILE_NAME, resultsJson } from '@/lib/crawler/results'
import { formatDateTimeUtc } from '@/lib/format'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'

import { notify } from './notify'

function download(json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: RESULTS_FILE_NAME,
  })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

async function copy(json: string) {
  try {
    await navigator.clipboard.writeText(json)
    notify.copied()
  } catch {
    notify.crawlFailed('Could not copy to the clipboard. Use Download JSON instead.')
  }
}

/** A finished crawl: its counts, a preview of the pages, and the whole result as a file or a copy. */
export function CrawlResults({ result }: { result: CrawlSnapshot }) {
  // The service's timestamp: shown only when it is a real date.
  const expiry = result.expiresAt ? new Date(result.expiresAt) : null
  const expires = expiry && !Number.isNaN(expiry.getTime()) ? expiry : null
  const stats = [
    { label: 'Pages Crawled', value: String(result.completed) },
    { label: 'Total Pages', value: String(result.total) },
    { label: 'Credits Used', value: creditsLabel(result.creditsUsed) },
    { label: 'Status', value: result.status },
  ]
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Crawl Results</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="text-lg font-semibold capitalize tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
        {result.leftOut > 0 ? (
          <p className="text-sm text-muted-foreground">
            {result.leftOut === 1 ? '1 page was' : `${result.leftOut} pages were`} left out: a
            redirect took {result.leftOut === 1 ? 'it' : 'them'} off the allowed websites.
          </p>
        ) : null}
        <pre
          tabIndex={0}
          aria-label="Preview of the first 3 entries"
          className="max-h-96 overflow-auto rounded-lg border bg-muted/40 p-4 text-xs leading-relaxed break-words whitespace-pre-wrap"
        >
          {previewText(result.data)}
        </pre>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => download(resultsJson(result.data))}>
            <Icon name="download" aria-hidden />
            Download JSON
          </Button>
          <Button type="button" variant="outline" onClick={() => copy(resultsJson(result.data))}>
            <Icon name="copy" aria-hidden />
            Copy Data
          </Button>
          {expires ? (
            <p className="text-sm text-muted-foreground">
              Data expires: {formatDateTimeUtc(expires)}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}
