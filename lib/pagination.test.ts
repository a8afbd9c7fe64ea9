import { paginationWindow, slicePage } from '@/lib/pagination'

describe('paginationWindow', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 1)).toEqual([1])
    expect(paginationWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('puts an ellipsis after the first page when the window starts later', () => {
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10])
  })

  it('puts an ellipsis before the last page when the window ends earlier', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10])
  })

  it('uses both ellipses in the middle, keeping pages within 2 of the current one', () => {
    expect(paginationWindow(6, 12)).toEqual([
      1,
      'ellipsis-start',
      4,
      5,
      6,
      7,
      8,
      'ellipsis-end',
      12,
    ])
  })

  it('marks even a single skipped page as a gap', () => {
    expect(paginationWindow(5, 7)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7])
  })

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(99, 4)).toEqual([1, 2, 3, 4])
    expect(paginationWindow(0, 0)).toEqual([])
  })
})

describe('slicePage', () => {
  const list = Array.from({ length: 20 }, (_, i) => i + 1)

  it('slices one page and reports its 1-based range', () => {
    expect(slicePage(list, 2, 9)).toEqual({
      items: [10, 11, 12, 13, 14, 15, 16, 17, 18],
      total: 20,
      page: 2,
      pageCount: 3,
      start: 10,
      end: 18,
    })
  })

  it('shows the last page for a page past the end and the first for nonsense', () => {
    expect(slicePage(list, 7, 9).page).toBe(3)
    expect(slicePage(list, 7, 9).items).toEqual([19, 20])
    expect(slicePage(list, -3, 9).page).toBe(1)
    expect(slicePage(list, Number.NaN, 9).page).toBe(1)
  })

  it('reports an empty range for an empty list', () => {
    expect(slicePage([], 1, 9)).toMatchObject({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
      start: 0,
      end: 0,
    })
  })
})
