import { INBOX_URL, inboxExportHref, inboxHref, inboxStateSchema } from '@/lib/staff/state'

describe('inbox URL state', () => {
  it('reads inbox URL state, falling back to the default view for anything odd', () => {
    expect(inboxStateSchema.parse({ status: 'in_review', q: ' amara ', page: '2' })).toEqual({
      status: 'in_review',
      q: 'amara',
      page: 2,
    })
    expect(inboxStateSchema.parse({ status: 'nope', page: '-1', q: ['a', 'b'] })).toEqual({
      status: '',
      q: 'a',
      page: 1,
    })
  })

  it('links to the plain inbox without defaults, and exports every page of a filtered view', () => {
    expect(inboxHref(INBOX_URL.defaults)).toBe('/staff')
    const state = { status: 'in_review' as const, q: 'amara okafor', page: 3 }
    expect(inboxHref(state, { page: 1 })).toBe('/staff?status=in_review&q=amara+okafor')
    expect(inboxExportHref(state)).toBe('/api/staff/export.csv?status=in_review&q=amara+okafor')
  })
})
