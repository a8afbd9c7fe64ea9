'use client'

import dynamic from 'next/dynamic'

import { PlusIcon } from 'lucide-react'

import { useLazyDialog } from '@/components/ui/use-lazy-dialog'

export type Candidate = {
  slug: string
  name: string
  country: string
  logo: string
  href: string
  next: string[]
}

const loadSheet = () =>
  import('./add-universities-sheet').then((module) => module.AddUniversitiesSheet)
const AddUniversitiesSheet = dynamic(loadSheet, { ssr: false })

/**
 * The Compare tab's 'Add Universities' button; the dialog's code loads when the button is about to
 * be used. `className` comes from the server. The dialog keeps one place in the tree, so it stays
 * open while the first universities are added.
 */
export function AddUniversitiesDialog({
  candidates,
  full,
  selectedCount,
  className,
}: {
  candidates: Candidate[]
  full: boolean
  selectedCount: number
  className: string
}) {
  const dialog = useLazyDialog(loadSheet)

  return (
    <>
      <button {...dialog.triggerProps} className={className}>
        <PlusIcon aria-hidden />
        Add Universities
      </button>
      {dialog.used ? (
        <AddUniversitiesSheet
          candidates={candidates}
          full={full}
          selectedCount={selectedCount}
          open={dialog.open}
          setOpen={dialog.setOpen}
          onCloseAutoFocus={dialog.onCloseAutoFocus}
        />
      ) : null}
    </>
  )
}
