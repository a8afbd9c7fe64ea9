import { once } from './once'

describe('once', () => {
  it('builds its value on the first call only', () => {
    const make = jest.fn(() => ({}))
    const get = once(make)
    expect(make).not.toHaveBeenCalled()
    const first = get()
    expect(get()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })
})
