'use client'

import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import { MenuIcon } from 'lucide-react'

import type { NavItem, NavLink } from '@/lib/site'

// The sheet, its focus trap and the accordion load when the button is about to be used, not with
// every page.
const loadSheet = () => import('./mobile-nav-sheet').then((module) => module.MobileNavSheet)
const MobileNavSheet = dynamic(loadSheet, { ssr: false })

/** The menu button below `lg`. `className` comes from the server, so no class merging ships here. */
export function MobileNav({
  items,
  cta,
  className,
}: {
  items: NavItem[]
  cta: NavLink
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
        aria-label="Open menu"
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
        <MenuIcon className="size-6" aria-hidden />
      </button>
      {used ? (
        <MobileNavSheet
          items={items}
          cta={cta}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            // No Radix trigger here, so focus goes back to the button by hand.
            event.preventDefault()
            button.current?.focus()
          }}
        />
      ) : null}
    </>
  )
}
