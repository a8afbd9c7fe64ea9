import Link from 'next/link'

import { clsx } from 'clsx'

import { paginationWindow } from '@/lib/pagination'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'

type PaginationProps = {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
  /** Id of the element a page change scrolls to (the top of the results), with or without JS. */
  anchor?: string
}

export function Pagination({ page, pageCount, hrefFor: pageHref, anchor }: PaginationProps) {
  if (pageCount <= 1) return null
  const hrefFor = (target: number) => (anchor ? `${pageHref(target)}#${anchor}` : pageHref(target))
  const scroll = Boolean(anchor)
  const edge = (target: number, label: string, icon: React.ReactNode, enabled: boolean) =>
    enabled ? (
      <Link
        href={hrefFor(target)}
        scroll={scroll}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        {icon}
        {label}
      </Link>
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
      {edge(page - 1, 'Previous', <Icon name="chevron-left" aria-hidden />, page > 1)}
      <ul className="flex flex-wrap items-center gap-1">
        {paginationWindow(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                scroll={scroll}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={buttonVariants({
                  variant: item === page ? 'default' : 'ghost',
                  size: 'icon',
                })}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden className="px-2 text-muted-foreground">
              …
            </li>
          ),
        )}
      </ul>
      {edge(page + 1, 'Next', <Icon name="chevron-right" aria-hidden />, page < pageCount)}
    </nav>
  )
}
