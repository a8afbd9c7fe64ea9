import { DatabaseLockedError } from '@/lib/db/client'
import { StaffEmailTakenError } from '@/lib/db/staff-accounts'

import { failureText, NoSuchStaffError, readNewPassword, staffEmail, UsageError } from './cli'

const USAGE = 'Usage: npm run staff:password -- --email <e-mail>'
const MESSAGES = {
  usage: USAGE,
  whileStopped: 'change staff passwords',
  failed: 'Could not change the password',
}
const noPrompt = () => Promise.reject(new Error('must not prompt'))

describe('staffEmail', () => {
  it('stores e-mails trimmed and lower-case', () => {
    expect(staffEmail('  Ada@Example.ORG ', USAGE)).toBe('ada@example.org')
  })

  it('refuses a missing, malformed or overlong e-mail with the usage line', () => {
    for (const value of [undefined, '', 'ada', 'ada@example', `${'a'.repeat(250)}@example.org`])
      expect(() => staffEmail(value, USAGE)).toThrow(
        new UsageError(`Give the account's e-mail address.\n${USAGE}`),
      )
  })
})

describe('readNewPassword', () => {
  it('takes STAFF_PASSWORD without asking', async () => {
    await expect(
      readNewPassword({ env: { STAFF_PASSWORD: 'a long enough passphrase' }, prompt: noPrompt }),
    ).resolves.toBe('a long enough passphrase')
  })

  it('applies the same rules as staff:create to STAFF_PASSWORD and to a typed password', async () => {
    await expect(readNewPassword({ env: { STAFF_PASSWORD: 'too short' } })).rejects.toThrow(
      /at least 12 characters/,
    )
    const typed = (answer: string) => () => Promise.resolve([answer, answer])
    await expect(
      readNewPassword({ env: {}, isTTY: true, prompt: typed('é'.repeat(40)) }),
    ).rejects.toThrow(/at most 72 bytes/)
    await expect(
      readNewPassword({ env: {}, isTTY: true, prompt: typed('typed and repeated') }),
    ).resolves.toBe('typed and repeated')
  })

  it('asks twice on a terminal and refuses two different answers', async () => {
    const prompt = jest.fn(() => Promise.resolve(['first long password', 'other long password']))
    await expect(readNewPassword({ env: {}, isTTY: true, prompt })).rejects.toThrow(
      'The two passwords differ.',
    )
    expect(prompt).toHaveBeenCalledWith(
      'Password (at least 12 characters): ',
      'Repeat the password: ',
    )
  })

  it('without a terminal, says to set STAFF_PASSWORD', async () => {
    await expect(readNewPassword({ env: {}, isTTY: false, prompt: noPrompt })).rejects.toThrow(
      'No terminal to ask for the password in: set STAFF_PASSWORD instead.',
    )
  })
})

describe('failureText', () => {
  it('tells to stop the server when it holds the embedded database', () => {
    const text = failureText(new DatabaseLockedError('.data/db'), MESSAGES)
    expect(text).toMatch(/\.data\/db is already in use by another process/)
    expect(text).toMatch(
      /With the embedded database, change staff passwords while the server is stopped\.$/,
    )
  })

  it('says which account is unknown or taken, and nothing else', () => {
    expect(failureText(new NoSuchStaffError('bo@example.org'), MESSAGES)).toBe(
      'There is no staff account for bo@example.org. Create one with npm run staff:create.',
    )
    expect(failureText(new StaffEmailTakenError('bo@example.org'), MESSAGES)).toBe(
      'A staff account for bo@example.org already exists.',
    )
  })

  it('adds the usage line to an unknown option, and names the command for anything else', () => {
    const unknownOption = Object.assign(new TypeError("Unknown option '--mail'"), {
      code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION',
    })
    expect(failureText(unknownOption, MESSAGES)).toBe(`Unknown option '--mail'\n${USAGE}`)
    expect(failureText(new Error('disk full'), MESSAGES)).toBe(
      'Could not change the password: disk full',
    )
  })
})
