'use client'

import { UnavailableView } from '@/components/unavailable-view'

export default function TrackingError(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <UnavailableView {...props} what="your application’s record" />
}
