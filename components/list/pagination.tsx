import { paginationWindow } from '@/lib/pagination'

import { PaginationLinks } from './pagination-links'

type PaginationProps = {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
  /** Id of the element a page change scrolls to (the top of the results), with or without JS. */
  anchor?: string
}

/**
 * Previous, the page numbers of the window (first, last, two either side, ellipses) and Next. The
 * links are drawn by a client component fed only their hrefs, so the page's RSC payload does not
 * repeat the markup of every link.
 */
export function Pagination({ page, pageCount, hrefFor: pageHref, anchor }: PaginationProps) {
  if (pageCount <= 1) return null
  const hrefFor = (target: number) => (anchor ? `${pageHref(target)}#${anchor}` : pageHref(target))
  return (
    <PaginationLinks
      page={page}
      previous={page > 1 ? hrefFor(page - 1) : null}
      next={page < pageCount ? hrefFor(page + 1) : null}
      items={paginationWindow(page, pageCount).map((item) =>
        typeof item === 'number' ? [item, hrefFor(item)] : item,
      )}
      anchor={anchor}
    />
  )
}
