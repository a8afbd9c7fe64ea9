'use client'

import { useId, useState } from 'react'

import { ALLOWED_SITES, DEFAULT_CRAWL_URL } from '@/lib/crawler/url'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { CrawlProgress } from './crawl-progress'
import type { CrawlRun } from './use-crawl'

/** With a key: the website form, the running crawl's progress, and Change API Key. */
export function UniversityScraper({
  run,
  onStart,
  onCancel,
  onChangeKey,
}: {
  run: CrawlRun
  onStart: (url: string) => void
  onCancel: () => void
  onChangeKey: () => void
}) {
  const [url, setUrl] = useState(DEFAULT_CRAWL_URL)
  const inputId = useId()
  const hintId = useId()
  const headingId = useId()
  const busy = run.phase !== 'idle' && run.phase !== 'cancelled'

  return (
    <Card className="max-w-3xl">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={headingId} className="text-xl font-semibold">
              University Data Scraper
            </h2>
            <Badge variant="success">
              <Icon name="circle-check" aria-hidden />
              API Key Connected
            </Badge>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={onChangeKey} disabled={busy}>
            Change API Key
          </Button>
        </div>
        <CardDescription>
          Crawls up to 10 pages of a website and gives you each page as markdown and HTML.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form
          aria-labelledby={headingId}
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            onStart(url)
          }}
        >
          <Label htmlFor={inputId}>Website URL</Label>
          <Input
            id={inputId}
            name="url"
            type="url"
            required
            inputMode="url"
            aria-describedby={hintId}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            Allowed sites and their subdomains: {ALLOWED_SITES.join(', ')}.
          </p>
          <Button type="submit" disabled={busy} className="sm:w-fit">
            {busy ? 'Scraping Universities...' : 'Start Scraping'}
          </Button>
        </form>
        {(run.phase === 'running' || run.phase === 'cancelling') && (
          <CrawlProgress
            snapshot={run.snapshot}
            cancelling={run.phase === 'cancelling'}
            onCancel={onCancel}
          />
        )}
        <p role="status" className="text-sm text-muted-foreground empty:hidden">
          {run.phase === 'cancelled' ? 'Crawl cancelled.' : ''}
        </p>
      </CardContent>
    </Card>
  )
}
