'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { mainNav, type NavItem } from '@/lib/site'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

// The disclosure navigation pattern (WAI-ARIA APG): buttons with aria-expanded that show a list of
// links. Written here rather than taken from Radix's NavigationMenu, which alone would add about
// 12 KB of gzipped JavaScript to every page.

// Defined once in app/globals.css: the header is on every page.
const triggerClass = 'nav-trigger'
const submenuLinkClass = 'nav-sublink'

const CLOSE_DELAY_MS = 150 // time to cross the gap between a button and its panel

/** The header's menu. It takes the menu from lib/site itself, so no page's payload repeats it. */
export function DesktopNav({ className }: { className?: string }) {
  const items: NavItem[] = mainNav
  const [open, setOpen] = useState<string | null>(null)
  const nav = useRef<HTMLElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const openedByPointer = useRef(false)

  const cancelClose = () => clearTimeout(closeTimer.current)
  const closeSoon = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(null), CLOSE_DELAY_MS)
  }

  useEffect(() => {
    if (open === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  useEffect(() => cancelClose, [])

  /** Left and right move between the bar's own buttons and links. */
  const moveAlongBar = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const bar = [...(nav.current?.querySelectorAll<HTMLElement>('[data-bar-item]') ?? [])]
    const index = bar.indexOf(event.currentTarget)
    const next = bar[index + (event.key === 'ArrowRight' ? 1 : -1)]
    if (next) {
      event.preventDefault()
      next.focus()
    }
  }

  const submenuLinks = (title: string) => [
    ...(nav.current?.querySelectorAll<HTMLElement>(`[data-submenu="${CSS.escape(title)}"] a`) ??
      []),
  ]

  return (
    <nav
      ref={nav}
      aria-label="Main"
      className={className}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null)
      }}
    >
      <ul className="flex list-none items-center gap-0.5">
        {items.map((item) => {
          if (!('items' in item))
            return (
              <li key={item.href}>
                <IntentLink
                  href={item.href}
                  className={triggerClass}
                  data-bar-item
                  onKeyDown={moveAlongBar}
                >
                  {item.title}
                </IntentLink>
              </li>
            )
          const isOpen = open === item.title
          const panelId = `nav-${item.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
          return (
            <li
              key={item.title}
              className="relative"
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return
                cancelClose()
                if (!isOpen) openedByPointer.current = true
                setOpen(item.title)
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse') closeSoon()
              }}
            >
              <button
                type="button"
                className={triggerClass}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={isOpen ? 'open' : 'closed'}
                data-bar-item
                onClick={() => {
                  // A click on a menu the pointer has just opened keeps it open.
                  if (isOpen && openedByPointer.current) openedByPointer.current = false
                  else setOpen(isOpen ? null : item.title)
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') {
                    event.preventDefault()
                    openedByPointer.current = false
                    setOpen(item.title)
                    // The panel renders on this state change; focus its first link after it does.
                    requestAnimationFrame(() => submenuLinks(item.title)[0]?.focus())
                  } else if (event.key === 'Escape') setOpen(null)
                  else moveAlongBar(event)
                }}
              >
                {item.title}
                <Icon name="chevron-down" aria-hidden />
              </button>
              <div
                id={panelId}
                hidden={!isOpen}
                data-submenu={item.title}
                className="nav-panel"
                onKeyDown={(event) => {
                  const links = submenuLinks(item.title)
                  const index = links.indexOf(document.activeElement as HTMLElement)
                  if (event.key === 'Escape') {
                    event.preventDefault()
                    setOpen(null)
                    event.currentTarget.parentElement?.querySelector('button')?.focus()
                  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                    event.preventDefault()
                    const step = event.key === 'ArrowDown' ? 1 : -1
                    links[Math.min(Math.max(index + step, 0), links.length - 1)]?.focus()
                  } else if (event.key === 'Home' || event.key === 'End') {
                    event.preventDefault()
                    links[event.key === 'Home' ? 0 : links.length - 1]?.focus()
                  }
                }}
              >
                <ul>
                  {item.items.map((link) => (
                    <li key={link.href}>
                      <IntentLink
                        href={link.href}
                        className={submenuLinkClass}
                        onClick={() => setOpen(null)}
                      >
                        <span>{link.title}</span>
                        {link.description ? <span>{link.description}</span> : null}
                      </IntentLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
