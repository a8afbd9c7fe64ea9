'use client'

import { UnavailableView } from '@/components/unavailable-view'

export default function TrackingError({ reset }: { reset: () => void }) {
  return <UnavailableView reset={reset} what="your application’s record" />
}
