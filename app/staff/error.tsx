'use client'

import { UnavailableView } from '@/components/unavailable-view'

export default function StaffError({ reset }: { reset: () => void }) {
  return <UnavailableView reset={reset} what="the applications database" />
}
