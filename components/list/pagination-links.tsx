'use client'

import { useEffect, useRef } from 'react'

import { clsx } from 'clsx'

import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

/** A page number with its link, or an ellipsis (its key). */
export type PaginationItem = [page: number, href: string] | string

/** The links of components/list/pagination.tsx. */
export function PaginationLinks({
  page,
  previous,
  next,
  items,
  anchor,
}: {
  page: number
  previous: string | null
  next: string | null
  items: PaginationItem[]
  /** Id of the top of the results: a page change moves the reader and the focus there. */
  anchor?: string
}) {
  const scroll = Boolean(anchor)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current || !anchor) return
    moved.current = false
    const top = document.getElementById(anchor)
    top?.scrollIntoView({ block: 'start' })
    top?.focus({ preventScroll: true })
  }, [page, anchor])
  const onNavigate = () => {
    moved.current = true
  }
  const edge = (href: string | null, label: string, icon: React.ReactNode) =>
    href ? (
      <IntentLink
        href={href}
        scroll={scroll}
        onClick={onNavigate}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        {icon}
        {label}
      </IntentLink>
    ) : (
      <span
        aria-disabled="true"
        className={clsx(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'pointer-events-none opacity-50',
        )}
      >
        {icon}
        {label}
      </span>
    )

  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {edge(previous, 'Previous', <Icon name="chevron-left" aria-hidden />)}
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) =>
          typeof item === 'string' ? (
            <li key={item} aria-hidden className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item[0]}>
              <IntentLink
                href={item[1]}
                scroll={scroll}
                onClick={onNavigate}
                aria-label={`Page ${item[0]}`}
                aria-current={item[0] === page ? 'page' : undefined}
                className={buttonVariants({
                  variant: item[0] === page ? 'default' : 'ghost',
                  size: 'icon',
                })}
              >
                {item[0]}
              </IntentLink>
            </li>
          ),
        )}
      </ul>
      {edge(next, 'Next', <Icon name="chevron-right" aria-hidden />)}
    </nav>
  )
}
