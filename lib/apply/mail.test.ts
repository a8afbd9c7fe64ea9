const sendMail = jest.fn(async (message: unknown) => ({ message }))
jest.mock('nodemailer', () => ({ createTransport: () => ({ sendMail }) }))

type Mail = typeof import('@/lib/apply/mail')
let mail: Mail

beforeAll(async () => {
  process.env.SMTP_URL = 'smtp://mail.example.test:2525'
  jest.resetModules()
  mail = await import('@/lib/apply/mail')
})
afterAll(() => {
  delete process.env.SMTP_URL
})
beforeEach(() => sendMail.mockClear())

const sent = () => sendMail.mock.calls.map(([message]) => message as { to: string; text: string })
const sendConfirmation = (to: string, firstName = 'Ana') =>
  mail.sendApplicationConfirmation({
    to,
    firstName,
    reference: 'SA-2026-000001',
    trackingUrl: 'https://studyabroad.example/track/x',
  })

describe('e-mails we send', () => {
  it('sends at most 4 an hour to one address, whoever asks and of whichever kind', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {})
    for (let i = 0; i < 30; i++) await sendConfirmation('Victim@Example.com')
    await mail.sendReplacementTrackingLinks({
      to: 'victim@example.com',
      links: [{ reference: 'SA-2026-000002', trackingUrl: 'https://studyabroad.example/track/y' }],
    })
    expect(sent().length).toBe(4)
    await sendConfirmation('someone-else@example.com')
    expect(sent().length).toBe(5)
    info.mockRestore()
  })

  it('greets by first name only when it is plainly a name, never with text that could be a link', async () => {
    const opening = async (firstName: string) => {
      sendMail.mockClear()
      await sendConfirmation(`greeting-${Math.random()}@example.com`, firstName)
      return sent()[0]!.text.split('\n')[0]
    }
    expect(await opening('Zoë')).toBe('Dear Zoë,')
    expect(await opening("Mary-Jane O'Neil")).toBe("Dear Mary-Jane O'Neil,")
    for (const hostile of [
      'WINNER! Claim your prize at http://prize.example',
      'visit evil.example',
      'a'.repeat(41),
      'Ana http://x.example',
      'Ana\u202e',
    ])
      expect(await opening(hostile)).toBe('Dear applicant,')
  })
})
