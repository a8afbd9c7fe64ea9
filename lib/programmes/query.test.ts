import { PgDialect } from 'drizzle-orm/pg-core'

import type { ListBudget } from '@/lib/programmes/budget'
import {
  comboCountsSql,
  orderBy,
  pageIdsSql,
  pageReads,
  searchWords,
  tallyCombos,
  type Combo,
  type ProgrammeQuery,
} from '@/lib/programmes/query'
import { PROGRAMMES_URL } from '@/lib/programmes/state'

const dialect = new PgDialect()
const text = (q: ReturnType<typeof comboCountsSql>) => dialect.sqlToQuery(q)

const q = (changes: Partial<ProgrammeQuery> = {}): ProgrammeQuery => ({
  ...PROGRAMMES_URL.defaults,
  budget: null,
  ...changes,
})

const BUDGET: ListBudget = {
  amount: 50_000,
  fit: '',
  feeRate: 1.6,
  extras: [{ dest: 1, min: 30_000, max: 30_000, missing: true }],
  euros: null,
}

const combo = (
  n: number,
  country: 'GB' | 'AU',
  level: Combo['level'],
  subjects: string,
  programmes: number,
  priced = 0,
): Combo => ({
  combo: n,
  country,
  level,
  mode: 'full-time',
  subjects,
  programmes,
  priced,
  modeVariants: false,
})

const COMBOS = [
  combo(1, 'GB', 'Undergraduate', 'medicine-health-sciences,subjects-allied-to-medicine', 100),
  combo(2, 'GB', 'Undergraduate', 'law,law-x', 40),
  combo(3, 'AU', 'Undergraduate', 'medicine-health-sciences,health', 30, 28),
  combo(4, 'AU', 'Postgraduate taught', 'law,society-and-culture', 20, 20),
]

describe('tallyCombos', () => {
  it('counts every programme without a row filter, each facet over the other filters', () => {
    const all = tallyCombos(COMBOS, null, q())
    expect(all.total).toBe(190)
    expect(all.combos).toBeNull()
    expect(all.facets.country).toEqual({ GB: 140, AU: 50 })
    const law = tallyCombos(COMBOS, null, q({ subject: 'law' }))
    expect(law.total).toBe(60)
    expect(law.combos).toEqual([2, 4])
    // The subject facet still counts every subject: choosing another changes the subject.
    expect(law.facets.subject['medicine-health-sciences']).toBe(130)
    expect(law.facets.country).toEqual({ GB: 40, AU: 20 })
  })

  it('counts the rows a search matches, per combination', () => {
    const found = tallyCombos(
      COMBOS,
      [
        { combo: 1, n: 5, unpriced: 5 },
        { combo: 3, n: 2, unpriced: 0 },
      ],
      q({ search: 'nursing', country: 'AU' }),
    )
    expect(found.total).toBe(2)
    expect(found.facets.country).toEqual({ GB: 5, AU: 2 })
    expect(found.ukUndergraduate).toBe(5)
  })

  it('counts each fit to a budget within the facet filters, and lists the kinds chosen', () => {
    const counts = [
      { combo: 1, n: 100, unpriced: 100, within: 0, partly: 0, unknown: 100, above: 0 },
      { combo: 3, n: 20, unpriced: 2, within: 10, partly: 5, unknown: 2, above: 3 },
      { combo: 4, n: 20, unpriced: 0, within: 1, partly: 19, unknown: 0, above: 0 },
    ]
    const all = tallyCombos(COMBOS, counts, q({ budget: BUDGET }))
    expect(all.total).toBe(140)
    expect(all.fits).toEqual({ within: 11, partly: 24, unknown: 102, above: 3 })
    const au = tallyCombos(COMBOS, counts, q({ budget: BUDGET, country: 'AU' }))
    expect(au.fits).toEqual({ within: 11, partly: 24, unknown: 2, above: 3 })
    // Those without a fee, which the page counts apart and lists last.
    expect(all.unpriced).toBe(102)
    expect(au.unpriced).toBe(2)
    expect(au.facets.country).toEqual({ GB: 100, AU: 40 })
    expect(tallyCombos(COMBOS, counts, q()).fits).toBeNull()
  })

  it('counts the programmes with a fee from the combinations when no row filter is set', () => {
    // A fee order lists them first: page 2 of AU programmes with a fee starts at 20.
    expect(tallyCombos(COMBOS, null, q({ country: 'AU' })).priced).toBe(48)
    expect(tallyCombos(COMBOS, null, q({ country: 'AU' })).unpriced).toBe(2)
  })

  it('counts the UK undergraduate programmes a postgraduate search cannot show', () => {
    const pg = tallyCombos(COMBOS, null, q({ level: 'postgraduate-taught', country: 'GB' }))
    expect(pg.total).toBe(0)
    expect(pg.ukUndergraduate).toBe(140)
  })

  // 100 full-time law programmes, 30 part-time ones of which 10 are listed on a full-time card.
  const MODES: Combo[] = [
    combo(1, 'GB', 'Undergraduate', 'law', 100),
    { ...combo(2, 'GB', 'Undergraduate', 'law', 20), mode: 'part-time' },
    { ...combo(3, 'GB', 'Undergraduate', 'law', 10), mode: 'part-time', modeVariants: true },
  ]

  it('counts cards without a mode filter: a course’s part-time variant is on its full-time card', () => {
    const all = tallyCombos(MODES, null, q())
    expect(all.total).toBe(120)
    expect(all.facets.subject).toEqual({ law: 120 })
    expect(all.facets.country).toEqual({ GB: 120 })
    expect(all.ukUndergraduate).toBe(120)
    // Choosing part-time lists every part-time programme.
    expect(all.facets.mode).toEqual({ 'full-time': 100, 'part-time': 30 })
    // A facet filter reads only the combinations of cards.
    expect(tallyCombos(MODES, null, q({ subject: 'law' })).combos).toEqual([1, 2])
  })

  it('counts every programme of the mode chosen', () => {
    const part = tallyCombos(MODES, null, q({ mode: 'part-time' }))
    expect(part.total).toBe(30)
    expect(part.combos).toEqual([2, 3])
    expect(part.facets.subject).toEqual({ law: 30 })
    expect(part.facets.mode).toEqual({ 'full-time': 100, 'part-time': 30 })
    expect(tallyCombos(MODES, null, q({ mode: 'full-time' })).total).toBe(100)
  })

  it('counts cards among the rows a search matches', () => {
    const counts = [
      { combo: 1, n: 4, unpriced: 4 },
      { combo: 2, n: 1, unpriced: 1 },
      { combo: 3, n: 2, unpriced: 2 },
    ]
    expect(tallyCombos(MODES, counts, q({ search: 'law' })).total).toBe(5)
    expect(tallyCombos(MODES, counts, q({ search: 'law' })).facets.mode).toEqual({
      'full-time': 4,
      'part-time': 3,
    })
    expect(tallyCombos(MODES, counts, q({ search: 'law', mode: 'part-time' })).total).toBe(3)
  })
})

describe('the SQL', () => {
  it('passes every word of the search as a parameter, never in the statement', () => {
    const { sql, params } = text(comboCountsSql(q({ search: "nurse'; DROP TABLE x; --" })))
    expect(sql).not.toContain('DROP')
    expect(params).toEqual(['%nurse%', '%drop%', '%table%', '%x%'])
  })

  it('folds the search as the search keys are folded', () => {
    expect(searchWords('  Médecine & Chirurgie ')).toEqual(['medecine', 'and', 'chirurgie'])
  })

  it('reads each destination’s extras and ranks the fits in SQL, the budget as a parameter', () => {
    const { sql, params } = text(comboCountsSql(q({ budget: BUDGET })))
    expect(sql).toMatch(/d\.lo\[s\.dest\]/)
    expect(sql).toMatch(/sum\(c\) FILTER \(WHERE r = \$\d+\), 0\)::int AS within/)
    expect(params).toContain(BUDGET.amount)
    const page = dialect.sqlToQuery(
      pageIdsSql(q({ budget: { ...BUDGET, fit: 'within' } }), [3], 0, 20),
    )
    expect(page.sql).toMatch(/ORDER BY r, nf, t, name_rank/)
    expect(page.sql).toMatch(/s\.combo IN/)
  })

  it('orders by relevance only with a search, else in data order', () => {
    expect(dialect.sqlToQuery(orderBy(q())).sql).toBe('ord')
    expect(dialect.sqlToQuery(orderBy(q({ search: 'law' }))).sql).toMatch(/THEN 10 .* DESC, ord$/s)
    expect(dialect.sqlToQuery(orderBy(q({ sort: 'fee' }))).sql).toBe(
      'fee_eur ASC NULLS LAST, name_rank',
    )
  })

  it('reads only the combinations within the facet filters', () => {
    const { sql, params } = dialect.sqlToQuery(pageIdsSql(q(), [2, 4], 20, 20))
    expect(sql).toMatch(/combo IN \(\$\d+, \$\d+\)/)
    expect(params).toEqual(expect.arrayContaining([2, 4, 20]))
  })
})

describe('pageReads', () => {
  const tally = { total: 50, priced: 30, combos: null }

  it('reads one ordered page, except in a fee order', () => {
    expect(pageReads(q(), tally, 0, 20)).toHaveLength(1)
  })

  it('in a fee order, reads the priced programmes along the fee index, then the rest by title', () => {
    const reads = pageReads(q({ sort: 'fee' }), tally, 20, 20).map((r) => dialect.sqlToQuery(r))
    expect(reads).toHaveLength(2)
    expect(reads[0]!.sql).toMatch(/fee_eur IS NOT NULL\s+ORDER BY fee_eur, name_rank LIMIT/)
    expect(reads[0]!.params.slice(-2)).toEqual([10, 20])
    expect(reads[1]!.sql).toMatch(/fee_eur IS NULL\s+ORDER BY name_rank LIMIT/)
    expect(reads[1]!.params.slice(-2)).toEqual([10, 0])
    // A page past the priced ones reads the rest only.
    const last = pageReads(q({ sort: 'fee' }), tally, 40, 20).map((r) => dialect.sqlToQuery(r))
    expect(last).toHaveLength(1)
    expect(last[0]!.params.slice(-2)).toEqual([20, 10])
  })
})
