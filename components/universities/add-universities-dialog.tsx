'use client'

import { useRouter } from 'next/navigation'

import { MAX_COMPARE, type CompareCandidate } from '@/lib/universities/compare'
import { saveComparison } from '@/lib/universities/compare-storage'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

import { Monogram } from './monogram'

/**
 * The dialog itself, a chunk of its own loaded when its button is about to be used. It offers the
 * candidates the server chose, disables adding once the comparison is full, and closes after an add
 * once 2 or more universities are selected.
 */
export function AddUniversitiesDialog({
  candidates,
  full,
  selectedCount,
  open,
  setOpen,
  onCloseAutoFocus,
}: {
  candidates: CompareCandidate[]
  full: boolean
  selectedCount: number
  open: boolean
  setOpen: (open: boolean) => void
  onCloseAutoFocus: (event: Event) => void
}) {
  const router = useRouter()

  function add(candidate: CompareCandidate) {
    saveComparison(candidate.next)
    router.replace(candidate.href, { scroll: false })
    if (candidate.next.length >= 2) setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Add Universities</DialogTitle>
          <DialogDescription>
            {full
              ? `You are comparing ${MAX_COMPARE} universities, the most at once. Remove one to add another.`
              : `Choose universities to compare: ${selectedCount} of ${MAX_COMPARE} selected.`}
          </DialogDescription>
        </DialogHeader>
        <ul className="divide-y">
          {candidates.map((candidate) => (
            <li key={candidate.slug} className="flex items-center gap-3 py-2">
              <Monogram id={candidate.slug} name={candidate.name} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{candidate.name}</span>
                <span className="block text-xs text-muted-foreground">{candidate.country}</span>
              </span>
              <Button size="sm" variant="secondary" disabled={full} onClick={() => add(candidate)}>
                Add<span className="sr-only"> {candidate.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
