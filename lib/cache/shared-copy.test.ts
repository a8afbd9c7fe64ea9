import { sharedCopy } from './shared-copy'

describe('sharedCopy', () => {
  function setUp() {
    let stamp = 'a'
    let loads = 0
    let fail = false
    const read = sharedCopy(
      async () => stamp,
      async () => {
        loads += 1
        if (fail) throw new Error('database away')
        return { items: [{ name: `copy ${loads}` }] }
      },
    )
    return {
      read,
      loads: () => loads,
      dropTag: () => (stamp += '+'),
      failNext: (value: boolean) => (fail = value),
    }
  }

  it('hands every caller the same copy while the stamp stays', async () => {
    const data = setUp()
    const [first, second] = await Promise.all([data.read(), data.read()])
    expect(second).toBe(first)
    expect(await data.read()).toBe(first)
    expect(data.loads()).toBe(1)
  })

  it('loads again once the stamp changes, as after a save drops the tag', async () => {
    const data = setUp()
    const before = await data.read()
    data.dropTag()
    const after = await data.read()
    expect(after).not.toBe(before)
    expect(after.items[0]!.name).toBe('copy 2')
  })

  it('freezes the copy, so a caller cannot change what the next one reads', async () => {
    const data = setUp()
    const copy = await data.read()
    expect(() => {
      ;(copy.items as { name: string }[]).push({ name: 'added' })
    }).toThrow(TypeError)
    expect(() => {
      ;(copy.items[0] as { name: string }).name = 'changed'
    }).toThrow(TypeError)
    expect((await data.read()).items).toEqual([{ name: 'copy 1' }])
  })

  it('does not keep a failed load: the next call tries again', async () => {
    const data = setUp()
    data.failNext(true)
    await expect(data.read()).rejects.toThrow('database away')
    data.failNext(false)
    expect((await data.read()).items[0]!.name).toBe('copy 2')
  })
})
