'use client'

import dynamic from 'next/dynamic'

import { CrawlerScreenSkeleton } from './crawler-screen-skeleton'

/** The screen's code is a chunk of its own, loaded only when the 'Add More Universities' tab renders. */
export const LazyCrawlerScreen = dynamic(
  () => import('./crawler-screen').then((m) => m.CrawlerScreen),
  { ssr: false, loading: () => <CrawlerScreenSkeleton /> },
)
