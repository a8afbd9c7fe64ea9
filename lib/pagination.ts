export type PageItem = number | 'ellipsis-start' | 'ellipsis-end'

/** First and last always, pages within 2 of the current one, an ellipsis for each gap. */
export function paginationWindow(current: number, pageCount: number, neighbours = 2): PageItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : []
  const page = Math.min(Math.max(current, 1), pageCount)
  const from = Math.max(2, page - neighbours)
  const to = Math.min(pageCount - 1, page + neighbours)
  const items: PageItem[] = [1]
  if (from > 2) items.push('ellipsis-start')
  for (let n = from; n <= to; n++) items.push(n)
  if (to < pageCount - 1) items.push('ellipsis-end')
  items.push(pageCount)
  return items
}

export type PageSlice<T> = {
  items: T[]
  total: number
  page: number
  pageCount: number
  /** 1-based position of the first and last item shown; 0 when there are none. */
  start: number
  end: number
}

export type PageBounds = { page: number; pageCount: number; offset: number }

/** The page to show of `total` items: past the end means the last, before the start the first. */
export function pageBounds(total: number, requestedPage: number, pageSize: number): PageBounds {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount)
  return { page, pageCount, offset: (page - 1) * pageSize }
}

/** The page `items` (already cut to `bounds`) make of a list of `total`. */
export function pageOf<T>(items: T[], total: number, bounds: PageBounds): PageSlice<T> {
  const { page, pageCount, offset } = bounds
  return {
    items,
    total,
    page,
    pageCount,
    start: items.length ? offset + 1 : 0,
    end: offset + items.length,
  }
}

/** One page of a list held in memory. */
export function slicePage<T>(all: T[], requestedPage: number, pageSize: number): PageSlice<T> {
  const bounds = pageBounds(all.length, requestedPage, pageSize)
  return pageOf(all.slice(bounds.offset, bounds.offset + pageSize), all.length, bounds)
}
