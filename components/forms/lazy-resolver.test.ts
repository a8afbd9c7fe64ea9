import type { Resolver, ResolverResult } from 'react-hook-form'

import { lazyResolver } from './lazy-resolver'

type Values = { name: string }
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]

describe('lazyResolver', () => {
  it('loads the validation once, when first used, and validates with it', async () => {
    const load = jest.fn(async () => {
      const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
        if (values.name) return { values, errors: {} }
        return { values: {}, errors: { name: { type: 'min', message: 'Please enter your name' } } }
      }
      return resolver
    })
    const resolver = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()

    const empty = await resolver({ name: '' }, undefined, options)
    expect(empty.errors.name?.message).toBe('Please enter your name')
    await resolver({ name: 'Ada' }, undefined, options)
    resolver.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load instead of failing every later submit', async () => {
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(async (values) => ({ values, errors: {} }))
    const resolver = lazyResolver(load)

    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('chunk failed')
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
