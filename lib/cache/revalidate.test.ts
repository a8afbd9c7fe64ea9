export {}

const revalidateTag = jest.fn()
jest.mock('next/cache', () => ({ revalidateTag }))
jest.mock('ioredis', () => {
  throw new Error('no Redis client may be made without REDIS_URL')
})

const ORIGINAL_ENV = { ...process.env }
afterEach(() => {
  process.env = { ...ORIGINAL_ENV }
  jest.resetModules()
  revalidateTag.mockClear()
})

async function load() {
  delete process.env.REDIS_URL
  jest.resetModules()
  return import('@/lib/cache/revalidate')
}

it('without REDIS_URL revalidates the tags in this instance only, expiring them at once', async () => {
  const { revalidateRecord } = await load()
  await revalidateRecord(['scholarship:chevening-scholarships', 'scholarships'])
  expect(revalidateTag.mock.calls).toEqual([
    ['scholarship:chevening-scholarships', { expire: 0 }],
    ['scholarships', { expire: 0 }],
  ])
})

it("takes the loopback route only from a request that carries this process's token", async () => {
  const { isLocalRevalidation, LOCAL_TOKEN_HEADER } = await load()
  const post = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1:3000/api/cache/revalidate', { method: 'POST', headers })
  expect(isLocalRevalidation(post({}))).toBe(false)
  expect(isLocalRevalidation(post({ [LOCAL_TOKEN_HEADER]: 'a guess' }))).toBe(false)
  expect(
    isLocalRevalidation(post({ [LOCAL_TOKEN_HEADER]: '00000000-0000-4000-8000-000000000000' })),
  ).toBe(false)
})
