// `npm run staff:create -- --email <e-mail> [--name <name>]`: creates a back-office account. The
// password comes from STAFF_PASSWORD when set (automation), else from a hidden prompt.
import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'

import { closeDatabase, DatabaseLockedError, openDatabase } from '../lib/db/client'
import { createStaffUser, StaffEmailTakenError } from '../lib/db/staff-accounts'
import { hashPassword, passwordProblem } from '../lib/staff/password'

const USAGE = 'Usage: npm run staff:create -- --email <e-mail> [--name "<full name>"]'

class UsageError extends Error {}

/** Asks each question on the terminal without echoing the answers. */
async function promptHidden(...questions: string[]): Promise<string[]> {
  let muted = false
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  const answers: string[] = []
  try {
    for (const question of questions) {
      muted = false
      const answer = rl.question(question)
      muted = true
      answers.push(await answer)
      process.stdout.write('\n')
    }
    return answers
  } finally {
    rl.close()
  }
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD
  if (!process.stdin.isTTY)
    throw new UsageError('No terminal to ask for the password in: set STAFF_PASSWORD instead.')
  const [password, repeated] = await promptHidden(
    'Password (at least 12 characters): ',
    'Repeat the password: ',
  )
  if (repeated !== password) throw new UsageError('The two passwords differ.')
  return password!
}

function readArguments() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  })
  const email = values.email?.trim().toLowerCase() ?? ''
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new UsageError(`Give the account's e-mail address.\n${USAGE}`)
  const name = values.name?.trim() || email.split('@')[0]!
  if (name.length > 200) throw new UsageError('The name must be at most 200 characters.')
  return { email, name }
}

async function main() {
  try {
    const { email, name } = readArguments()
    const password = await readPassword()
    const problem = passwordProblem(password)
    if (problem) throw new UsageError(problem)
    await openDatabase()
    const account = await createStaffUser({
      email,
      name,
      passwordHash: await hashPassword(password),
    })
    console.log(
      `Created staff account ${account.email} (${account.name}). Sign in at /staff/login.`,
    )
  } catch (error) {
    if (error instanceof DatabaseLockedError)
      console.error(
        `${error.message}\nWith the embedded database, create staff accounts while the server is stopped.`,
      )
    else if (error instanceof UsageError || error instanceof StaffEmailTakenError)
      console.error(error.message)
    else if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    )
      console.error(`${error.message}\n${USAGE}`)
    else console.error('Could not create the staff account:', (error as Error).message)
    process.exitCode = 1
  } finally {
    await closeDatabase().catch(() => {})
  }
}

void main()
