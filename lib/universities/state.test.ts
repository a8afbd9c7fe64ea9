import { ukStateSchema, universitiesStateSchema } from '@/lib/universities/state'

const schema = universitiesStateSchema({
  countries: ['Canada', 'United Kingdom'],
  regions: ['Europe', 'Asia'],
  currencies: ['EUR', 'GBP', 'USD'],
})

describe('universities search params', () => {
  it('gives the default view for no parameters', () => {
    expect(schema.parse({})).toEqual({
      search: '',
      country: '',
      region: '',
      sort: 'ranking',
      page: 1,
      tab: 'browse',
      compare: [],
      budget: 0,
      level: 'undergraduate',
      fit: 'all',
      currency: '',
    })
  })

  it('reads which budget fit to show; anything else shows all', () => {
    expect(schema.parse({ fit: 'within' }).fit).toBe('within')
    expect(schema.parse({ fit: 'above' }).fit).toBe('above')
    expect(schema.parse({ fit: 'cheap' }).fit).toBe('all')
    expect(schema.parse({ fit: ['unknown', 'within'] }).fit).toBe('unknown')
  })

  it('reads a budget and its level; a bad budget means no budget', () => {
    expect(schema.parse({ budget: '25000', level: 'postgraduate' })).toMatchObject({
      budget: 25_000,
      level: 'postgraduate',
    })
    expect(schema.parse({ budget: 'lots', level: 'phd' })).toMatchObject({
      budget: 0,
      level: 'undergraduate',
      fit: 'all',
      currency: '',
    })
    expect(schema.parse({ budget: '-5' }).budget).toBe(0)
  })

  it('reads a display currency the rates know, in any case; anything else means US dollars', () => {
    expect(schema.parse({ currency: ' gbp ' }).currency).toBe('GBP')
    expect(schema.parse({ currency: 'XYZ' }).currency).toBe('')
    expect(schema.parse({ currency: ['EUR', 'GBP'] }).currency).toBe('EUR')
    expect(schema.parse({ currency: '<b>' }).currency).toBe('')
  })

  it('reads every known parameter', () => {
    expect(
      schema.parse({
        search: '  robotics ',
        country: 'Canada',
        region: 'Europe',
        sort: 'students',
        page: '3',
        tab: 'compare',
        compare: 'mit,university-of-oxford',
      }),
    ).toEqual({
      search: 'robotics',
      country: 'Canada',
      region: 'Europe',
      sort: 'students',
      page: 3,
      tab: 'compare',
      compare: ['mit', 'university-of-oxford'],
      budget: 0,
      level: 'undergraduate',
      fit: 'all',
      currency: '',
    })
  })

  it('falls back to defaults for malformed or unknown values instead of throwing', () => {
    expect(
      schema.parse({
        search: ['first', 'second'],
        country: 'Atlantis',
        region: '<script>',
        sort: 'price',
        page: '-4',
        tab: 'admin',
        compare: 'ok-slug,,BAD SLUG,../etc',
        unknown: 'x',
      }),
    ).toEqual({
      search: 'first',
      country: '',
      region: '',
      sort: 'ranking',
      page: 1,
      tab: 'browse',
      compare: ['ok-slug'],
      budget: 0,
      level: 'undergraduate',
      fit: 'all',
      currency: '',
    })
    expect(schema.parse({ page: '2.5' }).page).toBe(1)
    expect(schema.parse({ page: 'abc' }).page).toBe(1)
    expect(schema.parse({ search: 'x'.repeat(500) }).search).toBe('')
  })
})

describe('UK portal search params', () => {
  const uk = ukStateSchema({ cities: ['London', 'Oxford'] })

  it('reads city and order and falls back on bad values', () => {
    expect(uk.parse({ city: 'Oxford', order: 'lowest', page: '2' })).toMatchObject({
      city: 'Oxford',
      order: 'lowest',
      page: 2,
    })
    expect(uk.parse({ city: 'Paris', order: 'worst', tab: 'compare' })).toMatchObject({
      city: '',
      order: 'best',
      tab: 'browse',
    })
  })
})
