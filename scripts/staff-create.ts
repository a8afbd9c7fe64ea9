// `npm run staff:create -- --email <e-mail> [--name <name>] [--role admissions|editor|admin]`:
// creates a back-office account (admissions unless told otherwise). The password comes from
// STAFF_PASSWORD when set (automation), else from a hidden prompt.
import { parseArgs } from 'node:util'

import { openDatabase } from '../lib/db/client'
import { createStaffUser } from '../lib/db/staff-accounts'
import { hashPassword } from '../lib/staff/password'
import { STAFF_ROLES } from '../lib/staff/roles'
import { readNewPassword, runStaffCommand, staffEmail, staffRole, UsageError } from './staff/cli'

const USAGE = `Usage: npm run staff:create -- --email <e-mail> [--name "<full name>"] [--role ${STAFF_ROLES.join('|')}]`

function readArguments() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  })
  const email = staffEmail(values.email, USAGE)
  const name = values.name?.trim() || email.split('@')[0]!
  if (name.length > 200) throw new UsageError('The name must be at most 200 characters.')
  return {
    email,
    name,
    role: values.role === undefined ? 'admissions' : staffRole(values.role, USAGE),
  }
}

void runStaffCommand(
  async () => {
    const { email, name, role } = readArguments()
    const password = await readNewPassword()
    await openDatabase()
    const account = await createStaffUser({
      email,
      name,
      passwordHash: await hashPassword(password),
      role,
    })
    return `Created ${account.role} account ${account.email} (${account.name}). Sign in at /staff/login.`
  },
  {
    usage: USAGE,
    whileStopped: 'create staff accounts',
    failed: 'Could not create the staff account',
  },
)
