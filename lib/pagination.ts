export type PageItem = number | 'ellipsis-start' | 'ellipsis-end'

/** SPEC §2/§9: first and last always, pages within 2 of the current one, an ellipsis for each gap. */
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

/** One page of a list; a page past the end shows the last page, one before the start the first. */
export function slicePage<T>(all: T[], requestedPage: number, pageSize: number): PageSlice<T> {
  const total = all.length
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount)
  const offset = (page - 1) * pageSize
  const items = all.slice(offset, offset + pageSize)
  return {
    items,
    total,
    page,
    pageCount,
    start: items.length ? offset + 1 : 0,
    end: offset + items.length,
  }
}
