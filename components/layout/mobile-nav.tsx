'use client'

import dynamic from 'next/dynamic'

import { applyCta, mainNav } from '@/lib/site'
import { Icon } from '@/components/ui/icon'
import { useLazyDialog } from '@/components/ui/use-lazy-dialog'

// The sheet, its focus trap and the accordion load when the button is about to be used, not with
// every page.
const loadSheet = () => import('./mobile-nav-sheet').then((module) => module.MobileNavSheet)
const MobileNavSheet = dynamic(loadSheet, { ssr: false })

/** The menu button below `lg`. `className` comes from the server, so no class merging ships here. */
export function MobileNav({ className }: { className: string }) {
  const dialog = useLazyDialog(loadSheet)

  return (
    <>
      <button {...dialog.triggerProps} className={className} aria-label="Open menu">
        <Icon name="menu" className="size-6" aria-hidden />
      </button>
      {dialog.used ? (
        <MobileNavSheet
          items={mainNav}
          cta={applyCta}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          onCloseAutoFocus={dialog.onCloseAutoFocus}
        />
      ) : null}
    </>
  )
}
