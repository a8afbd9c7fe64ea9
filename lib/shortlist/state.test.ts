import { DEFAULT_CURRENCY } from '@/lib/currency'
import { EMPTY_SHORTLIST, SHORTLIST_PATH, shortlistHref } from '@/lib/shortlist'
import {
  SHORTLIST_URL,
  SHORTLIST_VIEW_DEFAULTS,
  shortlistViewSchema,
  viewQuery,
} from '@/lib/shortlist/state'
import { formHref } from '@/lib/url-state'

const schema = shortlistViewSchema(['EUR', 'NGN', 'USD'])

describe('the /shortlist view parameters', () => {
  it('a bare URL: as saved, undergraduate, US dollars', () => {
    expect(schema.parse({})).toEqual({ order: 'saved', level: 'undergraduate', currency: 'USD' })
    expect(SHORTLIST_VIEW_DEFAULTS.currency).toBe(DEFAULT_CURRENCY)
  })

  it('reads the order, level and a convertible currency in any case', () => {
    expect(schema.parse({ order: 'total', level: 'postgraduate', currency: ' ngn ' })).toEqual({
      order: 'total',
      level: 'postgraduate',
      currency: 'NGN',
    })
    expect(schema.parse({ order: ['total', 'saved'] }).order).toBe('total')
  })

  it('falls back to the defaults for anything unknown, never throwing', () => {
    expect(schema.parse({ order: 'price', level: 'phd', currency: 'XYZ' as string })).toEqual(
      SHORTLIST_VIEW_DEFAULTS,
    )
    expect(schema.parse({ order: 3 as unknown as string, currency: [] })).toEqual(
      SHORTLIST_VIEW_DEFAULTS,
    )
  })

  it("keeps what differs from the defaults in the page's own links", () => {
    const view = schema.parse({ order: 'total', currency: 'EUR' })
    const list = { ...EMPTY_SHORTLIST, university: ['mit', 'oxford'], scholarship: ['rhodes'] }
    expect(viewQuery(view)).toEqual({ order: 'total', currency: 'EUR' })
    expect(viewQuery(SHORTLIST_VIEW_DEFAULTS)).toEqual({})
    expect(shortlistHref(list, SHORTLIST_PATH, viewQuery(view))).toBe(
      '/shortlist?u=mit,oxford&s=rhodes&order=total&currency=EUR',
    )
  })

  it('the form, with the saved ids as hidden fields, makes the same URL as the links', () => {
    const form: [string, string][] = [
      ['u', 'mit,oxford'],
      ['s', 'rhodes'],
      ['order', 'total'],
      ['level', 'undergraduate'],
      ['currency', 'EUR'],
    ]
    expect(formHref(SHORTLIST_URL, form)).toBe(
      '/shortlist?u=mit,oxford&s=rhodes&order=total&currency=EUR',
    )
    expect(
      formHref(SHORTLIST_URL, [
        ['u', 'mit'],
        ['order', 'saved'],
        ['currency', 'USD'],
      ]),
    ).toBe('/shortlist?u=mit')
  })
})
