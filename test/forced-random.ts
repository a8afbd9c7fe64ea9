// Lets a test choose the next values of `randomInt` from node:crypto (an application reference's
// letters), so that a reference already taken can be drawn on purpose. A test file installs it with
//   jest.mock('node:crypto', () => jest.requireActual('@/test/forced-random').cryptoWithForcedRandomInt())
// The queue lives on globalThis: the mock factory and the test may hold two copies of this module.

import type * as Crypto from 'node:crypto'

const holder = globalThis as typeof globalThis & { __forcedRandomInts?: number[] }
const queue = (holder.__forcedRandomInts ??= [])

/** The next calls of randomInt answer these values, in order; then it is random again. */
export function forceRandomInts(...values: number[]) {
  queue.push(...values)
}

export function cryptoWithForcedRandomInt(): typeof Crypto {
  const actual = jest.requireActual<typeof Crypto>('node:crypto')
  const randomInt = ((...args: unknown[]) =>
    queue.length
      ? queue.shift()
      : (actual.randomInt as (...a: unknown[]) => number)(...args)) as typeof actual.randomInt
  return { ...actual, default: { ...actual, randomInt }, randomInt } as typeof Crypto
}
