import {
  addToComparison,
  compareScore,
  MAX_COMPARE,
  normaliseComparison,
  overflow,
  quickSummary,
  removeFromComparison,
} from '@/lib/universities/compare'

describe('compareScore', () => {
  it('is the rounded mean of its four terms', () => {
    // (100 - 50/10) + (100 - 20) + 8*10 + 90 = 95 + 80 + 80 + 90 = 345 -> 86.25 -> 86
    expect(
      compareScore({
        worldRanking: 50,
        acceptanceRate: 20,
        academics: { researchRating: 8, employmentRate: 90 },
      }),
    ).toEqual({
      total: 86,
      terms: { ranking: 95, selectivity: 80, research: 80, employment: 90 },
    })
  })

  it('floors the ranking term at 0', () => {
    expect(
      compareScore({
        worldRanking: 1500,
        acceptanceRate: 50,
        academics: { researchRating: 5, employmentRate: 70 },
      }).terms.ranking,
    ).toBe(0)
  })

  it('uses research 5 and employment 70 when academics are missing', () => {
    const score = compareScore({ worldRanking: 100, acceptanceRate: 30 })
    expect(score.terms).toEqual({ ranking: 90, selectivity: 70, research: 50, employment: 70 })
    expect(score.total).toBe(70)
  })

  it('rounds halves up', () => {
    // 99.9 + 99 + 100 + 100 = 398.9 -> 99.725 -> 100
    expect(
      compareScore({
        worldRanking: 1,
        acceptanceRate: 1,
        academics: { researchRating: 10, employmentRate: 100 },
      }).total,
    ).toBe(100)
  })
})

describe('quickSummary', () => {
  const a = { id: 'a', name: 'A', worldRanking: 5, acceptanceRate: 10 }
  const b = { id: 'b', name: 'B', worldRanking: 50, acceptanceRate: 70 }
  const c = { id: 'c', name: 'C', worldRanking: 20, acceptanceRate: 40 }
  const fees: Record<string, { min: number; max: number } | null> = {
    a: { min: 50_000, max: 50_000 },
    b: { min: 8_000, max: 12_000 },
    c: null,
  }
  const tuitionOf = (u: { id: string }) => fees[u.id] ?? null

  it('names the highest ranked, the most affordable and the highest acceptance rate', () => {
    const summary = quickSummary([a, b], tuitionOf)
    expect(summary.highestRanked?.id).toBe('a')
    expect(summary.mostAffordable?.id).toBe('b')
    expect(summary.highestAcceptance?.id).toBe('b')
  })

  it('never counts a missing tuition as 0: a university without a figure takes no part', () => {
    expect(quickSummary([a, b, c], tuitionOf)).toMatchObject({
      mostAffordable: b,
      priced: 2,
    })
  })

  it('names no most affordable when fewer than two figures are known', () => {
    expect(quickSummary([a, c], tuitionOf).mostAffordable).toBeUndefined()
    expect(quickSummary([c, { ...c, id: 'd' }], tuitionOf).mostAffordable).toBeUndefined()
  })

  it('compares the cheaper ends, then the dearer', () => {
    const ranges: Record<string, { min: number; max: number }> = {
      a: { min: 8_000, max: 20_000 },
      b: { min: 8_000, max: 12_000 },
    }
    expect(quickSummary([a, b], (u) => ranges[u.id]!).mostAffordable?.id).toBe('b')
  })

  it('is empty for an empty comparison', () => {
    expect(quickSummary([], tuitionOf)).toEqual({
      highestRanked: undefined,
      mostAffordable: undefined,
      priced: 0,
      highestAcceptance: undefined,
    })
  })
})

describe('comparison set', () => {
  it('adds up to 4 and refuses a fifth', () => {
    let set: string[] = []
    for (const slug of ['a', 'b', 'c', 'd', 'e']) set = addToComparison(set, slug)
    expect(set).toEqual(['a', 'b', 'c', 'd'])
    expect(set).toHaveLength(MAX_COMPARE)
  })

  it('never holds a duplicate', () => {
    expect(addToComparison(['a'], 'a')).toEqual(['a'])
  })

  it('removes by slug', () => {
    expect(removeFromComparison(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
  })

  it('normalises a URL list: unknown slugs dropped, duplicates removed, capped at 4', () => {
    const known = new Set(['a', 'b', 'c', 'd', 'e'])
    expect(normaliseComparison(['a', 'zzz', 'a', 'b', 'c', 'd', 'e'], known)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })
})

describe('overflow', () => {
  it('shows 3 and counts the rest for "+N more"', () => {
    expect(overflow(['1', '2', '3', '4', '5'])).toEqual({ shown: ['1', '2', '3'], more: 2 })
    expect(overflow(['1'])).toEqual({ shown: ['1'], more: 0 })
  })
})
