import { useCallback, useEffect, useState } from 'react'

import type { ApiFailure } from '@/lib/api-client'
import { CRAWLER_MESSAGES } from '@/lib/crawler/messages'
import {
  afterFailedPoll,
  afterSuccessfulPoll,
  POLL_INTERVAL_MS,
  startPolling,
} from '@/lib/crawler/poll'
import type { CrawlSnapshot } from '@/lib/crawler/progress'

import * as api from './crawler-api'
import { notify } from './notify'

type Job = { id: string; startedAt: number; snapshot?: CrawlSnapshot }

export type CrawlRun =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | ({ phase: 'running' } & Job)
  | ({ phase: 'cancelling' } & Job)
  | { phase: 'cancelled' }

/**
 * One crawl at a time: start it, follow the job's real status every 2 s until it finishes, or
 * cancel it. `onNoKey` runs when the server no longer has a key for this browser.
 */
export function useCrawl(onNoKey: () => void) {
  const [run, setRun] = useState<CrawlRun>({ phase: 'idle' })
  const [result, setResult] = useState<CrawlSnapshot>()

  const refuse = useCallback(
    (failure: ApiFailure, message?: string) => {
      if (failure.code === 'no_key') {
        notify.setKeyFirst()
        onNoKey()
      } else notify.crawlFailed(message ?? failure.message)
    },
    [onNoKey],
  )

  const start = useCallback(
    async (url: string) => {
      setRun({ phase: 'starting' })
      setResult(undefined)
      const started = await api.startCrawl(url)
      if (started.ok) {
        setRun({ phase: 'running', id: started.data.id, startedAt: Date.now() })
        return
      }
      setRun({ phase: 'idle' })
      refuse(started, started.fields?.url)
    },
    [refuse],
  )

  const runningId = run.phase === 'running' ? run.id : undefined
  const startedAt = run.phase === 'running' ? run.startedAt : 0

  useEffect(() => {
    if (!runningId) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    let state = startPolling(startedAt)
    const controller = new AbortController()
    const end = () => setRun({ phase: 'idle' })

    const tick = async () => {
      const polled = await api.getCrawl(runningId, controller.signal)
      if (stopped) return
      if (polled.ok) {
        state = afterSuccessfulPoll(state)
        const snapshot = polled.data
        if (snapshot.status === 'completed') {
          end()
          setResult(snapshot)
          notify.crawled()
          return
        }
        if (snapshot.status !== 'scraping') {
          end()
          notify.crawlFailed(CRAWLER_MESSAGES.jobFailed)
          return
        }
        setRun((current) =>
          current.phase === 'running' && current.id === runningId
            ? { ...current, snapshot }
            : current,
        )
      } else {
        const message = polled.message ?? CRAWLER_MESSAGES.crawlFailed
        const decision = afterFailedPoll(state, { code: polled.code, message }, Date.now())
        if (decision.action === 'stop') {
          end()
          refuse(polled, decision.message)
          return
        }
        state = decision.state
      }
      timer = setTimeout(tick, POLL_INTERVAL_MS)
    }

    timer = setTimeout(tick, POLL_INTERVAL_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
      controller.abort()
    }
  }, [runningId, startedAt, refuse])

  const cancel = useCallback(async () => {
    if (run.phase !== 'running') return
    const job: Job = { id: run.id, startedAt: run.startedAt, snapshot: run.snapshot }
    setRun({ phase: 'cancelling', ...job })
    const cancelled = await api.cancelCrawl(job.id)
    if (cancelled.ok) return setRun({ phase: 'cancelled' })
    // 409: it finished first, so keep following it to its results.
    setRun({ phase: 'running', ...job })
    if (cancelled.status !== 409) refuse(cancelled)
  }, [run, refuse])

  return { run, result, start, cancel }
}
