// `npm run staff:create -- --email <e-mail> [--name <name>]`: creates a back-office account. The
// password comes from STAFF_PASSWORD when set (automation), else from a hidden prompt.
import { parseArgs } from 'node:util'

import { openDatabase } from '../lib/db/client'
import { createStaffUser } from '../lib/db/staff-accounts'
import { hashPassword } from '../lib/staff/password'
import { readNewPassword, runStaffCommand, staffEmail, UsageError } from './staff/cli'

const USAGE = 'Usage: npm run staff:create -- --email <e-mail> [--name "<full name>"]'

function readArguments() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  })
  const email = staffEmail(values.email, USAGE)
  const name = values.name?.trim() || email.split('@')[0]!
  if (name.length > 200) throw new UsageError('The name must be at most 200 characters.')
  return { email, name }
}

void runStaffCommand(
  async () => {
    const { email, name } = readArguments()
    const password = await readNewPassword()
    await openDatabase()
    const account = await createStaffUser({
      email,
      name,
      passwordHash: await hashPassword(password),
    })
    return `Created staff account ${account.email} (${account.name}). Sign in at /staff/login.`
  },
  {
    usage: USAGE,
    whileStopped: 'create staff accounts',
    failed: 'Could not create the staff account',
  },
)
