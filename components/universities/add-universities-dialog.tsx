'use client'

import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import { PlusIcon } from 'lucide-react'

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
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const preload = () => void loadSheet()

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <PlusIcon aria-hidden />
        Add Universities
      </button>
      {used ? (
        <AddUniversitiesSheet
          candidates={candidates}
          full={full}
          selectedCount={selectedCount}
          open={open}
          setOpen={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            button.current?.focus()
          }}
        />
      ) : null}
    </>
  )
}
