'use client'

import { useCallback, useEffect, useState } from 'react'

import { Toaster } from '@/components/ui/sonner'

import { ApiKeySetup } from './api-key-setup'
import { CrawlResults } from './crawl-results'
import { getKeyStatus, removeKey } from './crawler-api'
import { CrawlerScreenSkeleton } from './crawler-screen-skeleton'
import { notify } from './notify'
import { UniversityScraper } from './university-scraper'
import { useCrawl } from './use-crawl'

type KeyState = 'checking' | 'absent' | 'connected'

/** The screen and its toasts: the toast code loads with this chunk, not with the list page. */
export function CrawlerScreen() {
  return (
    <>
      <CrawlerSteps />
      <Toaster />
    </>
  )
}

/** The 'Add More Universities' tab: set up the crawler key, then crawl an allowed website. */
function CrawlerSteps() {
  const [key, setKey] = useState<KeyState>('checking')
  const forgetKey = useCallback(() => setKey('absent'), [])
  const { run, result, start, cancel } = useCrawl(forgetKey)

  useEffect(() => {
    let current = true
    getKeyStatus().then((status) => {
      if (current) setKey(status.ok && status.data.connected ? 'connected' : 'absent')
    })
    return () => {
      current = false
    }
  }, [])

  const changeKey = async () => {
    const removed = await removeKey()
    if (!removed.ok) return notify.crawlFailed('Could not remove the API key. Please try again.')
    notify.keyRemoved()
    setKey('absent')
  }

  if (key === 'checking') return <CrawlerScreenSkeleton />
  if (key === 'absent') return <ApiKeySetup onSaved={() => setKey('connected')} />
  return (
    <div className="flex flex-col gap-6">
      <UniversityScraper run={run} onStart={start} onCancel={cancel} onChangeKey={changeKey} />
      {result && <CrawlResults result={result} />}
    </div>
  )
}
