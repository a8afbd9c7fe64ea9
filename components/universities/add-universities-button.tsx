'use client'

import dynamic from 'next/dynamic'

import type { CompareCandidate } from '@/lib/universities/compare'
import { Icon } from '@/components/ui/icon'
import { useLazyDialog } from '@/components/ui/use-lazy-dialog'

const loadDialog = () =>
  import('./add-universities-dialog').then((module) => module.AddUniversitiesDialog)
const AddUniversitiesDialog = dynamic(loadDialog, { ssr: false })

/**
 * The Compare tab's 'Add Universities' button; the dialog's code loads when the button is about to
 * be used. `className` comes from the server. The dialog keeps one place in the tree, so it stays
 * open while the first universities are added.
 */
export function AddUniversitiesButton({
  candidates,
  full,
  selectedCount,
  className,
}: {
  candidates: CompareCandidate[]
  full: boolean
  selectedCount: number
  className: string
}) {
  const dialog = useLazyDialog(loadDialog)

  return (
    <>
      <button {...dialog.triggerProps} className={className}>
        <Icon name="plus" aria-hidden />
        Add Universities
      </button>
      {dialog.used ? (
        <AddUniversitiesDialog
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
