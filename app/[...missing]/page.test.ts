import MissingPage from './page'

describe('unknown paths', () => {
  it('logs the wrong path on the server and answers with the 404 page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(
      MissingPage({ params: Promise.resolve({ missing: ['no', 'such'] }) }),
    ).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    })
    expect(warn).toHaveBeenCalledWith('404: no page at "/no/such"')
    warn.mockRestore()
  })
})
