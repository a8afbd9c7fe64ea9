'use client'

import { useRef, useState } from 'react'

/**
 * A button that opens a dialog whose code is a chunk of its own: the chunk starts loading when the
 * pointer or focus reaches the button, the dialog mounts on the first click and stays mounted, and
 * focus returns to the button when it closes (there is no Radix trigger to do it).
 */
export function useLazyDialog(preload: () => unknown) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const load = () => void preload()

  return {
    open,
    setOpen,
    /** Whether to render the dialog: from the first click on. */
    used,
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: load,
      onPointerDown: load,
      onFocus: load,
      onClick: () => {
        setUsed(true)
        setOpen(true)
      },
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      trigger.current?.focus()
    },
  }
}
