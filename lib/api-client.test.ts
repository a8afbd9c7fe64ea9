import { callApi, failureMessage, postJson } from '@/lib/api-client'

const answer = (status: number, body?: unknown) =>
  jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () =>
    body === undefined ? new Response('not json', { status }) : Response.json(body, { status }),
  )

afterEach(() => jest.restoreAllMocks())

describe('callApi', () => {
  it('posts JSON and hands back the answer with its status', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(answer(201, { id: 'x' }))
    expect(await postJson('/api/thing', { a: 1 }, { 'Idempotency-Key': 'k-12345678' })).toEqual({
      ok: true,
      status: 201,
      data: { id: 'x' },
    })
    const [path, init] = fetch.mock.calls[0]!
    expect(path).toBe('/api/thing')
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-12345678' },
    })
  })

  it('sends no body and no content type when there is nothing to send', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(answer(200, {}))
    await callApi('/api/thing', { method: 'DELETE' })
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: 'DELETE',
      body: undefined,
      headers: {},
    })
  })

  it('reads the error shape: code, message and field messages', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        answer(422, { error: { code: 'invalid', message: 'Check', fields: { email: 'Bad' } } }),
      )
    expect(await callApi('/api/thing')).toEqual({
      ok: false,
      status: 422,
      code: 'invalid',
      message: 'Check',
      fields: { email: 'Bad' },
    })
  })

  it('never throws: an answer that is not JSON keeps its status, no answer is status 0', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementationOnce(answer(502))
    expect(await callApi('/api/thing')).toMatchObject({
      ok: false,
      status: 502,
      message: undefined,
    })
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'))
    expect(await callApi('/api/thing')).toEqual({ ok: false, status: 0 })
  })
})

describe('failureMessage', () => {
  it('prefers the server’s message and explains a missing answer', () => {
    expect(failureMessage({ ok: false, status: 409, message: 'Changed meanwhile' })).toBe(
      'Changed meanwhile',
    )
    expect(failureMessage({ ok: false, status: 500 })).toBe(
      'Something went wrong on our side. Please try again.',
    )
    expect(failureMessage({ ok: false, status: 0 })).toBe(
      'Could not reach the server. Check your connection and try again.',
    )
  })
})
