'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

// The dialog (and cmdk) loads on first use, or as soon as the pointer or focus reaches the button.
const loadSearchDialog = () => import('./search-dialog').then((module) => module.SearchDialog)
const SearchDialog = dynamic(loadSearchDialog, { ssr: false })

/**
 * The nav's Search: a link to /search (so it works without JavaScript) that, with JavaScript,
 * opens the search dialog instead; Ctrl+K or Cmd+K opens it from anywhere. `className` comes from
 * the server, so no class merging ships with every page.
 */
export function SearchButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  // Where focus goes back to when the dialog closes: what had it when the dialog opened.
  const returnFocus = useRef<HTMLElement | null>(null)
  const isOpen = useRef(open)
  useEffect(() => {
    isOpen.current = open
  }, [open])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return
      if (event.altKey || event.shiftKey) return
      event.preventDefault()
      if (!isOpen.current) returnFocus.current = document.activeElement as HTMLElement | null
      setUsed(true)
      setOpen(!isOpen.current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const preload = () => void loadSearchDialog()

  return (
    <>
      <IntentLink
        className={className}
        href="/search"
        prefetch={false}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          // A new tab or window still gets the /search page.
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          )
            return
          event.preventDefault()
          returnFocus.current = event.currentTarget
          setUsed(true)
          setOpen(true)
        }}
      >
        <Icon name="search" aria-hidden />
        <span className="max-sm:sr-only lg:max-xl:sr-only">Search</span>
      </IntentLink>
      {used ? (
        <SearchDialog
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={() => returnFocus.current?.focus()}
        />
      ) : null}
    </>
  )
}
