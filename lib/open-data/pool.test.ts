import { valuePool } from '@/lib/open-data/pool'

describe('valuePool', () => {
  it('turns every empty map in parsed JSON into one shared frozen object and keeps the rest', () => {
    const pool = valuePool()
    const parsed = pool.shareIn(
      JSON.parse(
        '{"records":[{"id":"a","missing":{},"fees":{"missing":{}}},{"id":"b","missing":{"x":"not-reported"},"tags":[]}]}',
      ),
    ) as { records: { missing: object; fees?: { missing: object } }[] }
    const [a, b] = parsed.records
    expect(a).toEqual({ id: 'a', missing: {}, fees: { missing: {} } })
    expect(b).toEqual({ id: 'b', missing: { x: 'not-reported' }, tags: [] })
    expect(a!.missing).toBe(a!.fees!.missing)
    expect(Object.isFrozen(a!.missing)).toBe(true)
    expect(Object.isFrozen(b!.missing)).toBe(false)
  })

  it('keeps one frozen copy of each equal list, telling numbers from numeric strings', () => {
    const pool = valuePool()
    const first = pool.list(['law', 'history'])
    expect(pool.list(['law', 'history'])).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(pool.list(['history', 'law'])).not.toBe(first)
    expect(pool.list([1, 2])).not.toBe(pool.list(['1', '2']))
    expect(pool.list([1, 2])).toEqual([1, 2])
    expect(pool.list([])).toBe(pool.list([]))
  })

  it('gives strings back unchanged, null included', () => {
    const pool = valuePool()
    const long = 'x'.repeat(100)
    expect(pool.string('Bachelor Degree')).toBe('Bachelor Degree')
    expect(pool.string(long)).toBe(long)
    expect(pool.string(null)).toBeNull()
  })
})
