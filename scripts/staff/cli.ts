// What the staff:* commands (scripts/staff-*.ts) share: the e-mail argument, the new password
// (STAFF_PASSWORD or a hidden prompt, checked like every staff password) and what to say on failure.
import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'

import { closeDatabase, DatabaseLockedError } from '../../lib/db/client'
import { findStaffCredentials, StaffEmailTakenError } from '../../lib/db/staff-accounts'
import { passwordProblem } from '../../lib/staff/password'
import { STAFF_ROLES, type StaffRole } from '../../lib/staff/roles'

export class UsageError extends Error {}

export class NoSuchStaffError extends Error {
  constructor(email: string) {
    super(`There is no staff account for ${email}. Create one with npm run staff:create.`)
    this.name = 'NoSuchStaffError'
  }
}

/** The account's e-mail as stored (trimmed, lower-case), or a UsageError quoting `usage`. */
export function staffEmail(value: string | undefined, usage: string): string {
  const email = value?.trim().toLowerCase() ?? ''
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new UsageError(`Give the account's e-mail address.\n${usage}`)
  return email
}

/** The --role argument (trimmed, any case), or a UsageError quoting `usage`. */
export function staffRole(value: string | undefined, usage: string): StaffRole {
  const role = STAFF_ROLES.find((r) => r === value?.trim().toLowerCase())
  if (!role) throw new UsageError(`The role must be one of ${STAFF_ROLES.join(', ')}.\n${usage}`)
  return role
}

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

type PasswordSource = {
  env?: Record<string, string | undefined>
  isTTY?: boolean
  prompt?: (...questions: string[]) => Promise<string[]>
}

/** STAFF_PASSWORD when set (automation), else asked twice on the terminal; refused unless it meets the rules. */
export async function readNewPassword({
  env = process.env,
  isTTY = !!process.stdin.isTTY,
  prompt = promptHidden,
}: PasswordSource = {}): Promise<string> {
  let password = env.STAFF_PASSWORD
  if (!password) {
    if (!isTTY)
      throw new UsageError('No terminal to ask for the password in: set STAFF_PASSWORD instead.')
    const [typed = '', repeated] = await prompt(
      'Password (at least 12 characters): ',
      'Repeat the password: ',
    )
    if (repeated !== typed) throw new UsageError('The two passwords differ.')
    password = typed
  }
  const problem = passwordProblem(password)
  if (problem) throw new UsageError(problem)
  return password
}

/** The account behind `email`, or NoSuchStaffError. */
export async function findStaffByEmail(email: string) {
  const account = await findStaffCredentials(email)
  if (!account) throw new NoSuchStaffError(email)
  return account
}

const isParseArgsError = (error: unknown): error is Error =>
  error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')

/**
 * What a failed command prints. `whileStopped` finishes the advice for an embedded database that
 * the running server holds, e.g. "create staff accounts".
 */
export function failureText(
  error: unknown,
  { usage, whileStopped, failed }: { usage: string; whileStopped: string; failed: string },
): string {
  if (error instanceof DatabaseLockedError)
    return `${error.message}\nWith the embedded database, ${whileStopped} while the server is stopped.`
  if (
    error instanceof UsageError ||
    error instanceof NoSuchStaffError ||
    error instanceof StaffEmailTakenError
  )
    return error.message
  if (isParseArgsError(error)) return `${error.message}\n${usage}`
  return `${failed}: ${error instanceof Error ? error.message : String(error)}`
}

/** Runs one command: its report on stdout, or its failure on stderr and exit code 1; the database is closed either way. */
export async function runStaffCommand(
  command: () => Promise<string>,
  messages: Parameters<typeof failureText>[1],
) {
  try {
    console.log(await command())
  } catch (error) {
    console.error(failureText(error, messages))
    process.exitCode = 1
  } finally {
    await closeDatabase().catch(() => {})
  }
}
