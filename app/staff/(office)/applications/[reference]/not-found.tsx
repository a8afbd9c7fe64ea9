import Link from 'next/link'

import { Button } from '@/components/ui/button'

export default function ApplicationNotFound() {
  return (
    <div className="flex flex-col items-start gap-4 py-6">
      <h1 className="text-3xl font-bold tracking-tight">No application has this reference</h1>
      <p className="text-muted-foreground">
        Check the reference, or find the student in the inbox.
      </p>
      <Button asChild>
        <Link href="/staff">Back to the inbox</Link>
      </Button>
    </div>
  )
}
