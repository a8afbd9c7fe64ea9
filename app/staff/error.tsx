'use client'

import { UnavailableView } from '@/components/unavailable-view'

export default function StaffError(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <UnavailableView {...props} what="the applications database" />
}
