// `npm run staff:password -- --email <e-mail>`: gives a back-office account a new password and ends
// every session it has. The password comes from STAFF_PASSWORD when set, else from a hidden prompt.
import { parseArgs } from 'node:util'

import { openDatabase } from '../lib/db/client'
import { setStaffPassword } from '../lib/db/staff-accounts'
import { hashPassword } from '../lib/staff/password'
import { findStaffByEmail, readNewPassword, runStaffCommand, staffEmail } from './staff/cli'

const USAGE = 'Usage: npm run staff:password -- --email <e-mail>'

void runStaffCommand(
  async () => {
    const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true })
    const email = staffEmail(values.email, USAGE)
    const password = await readNewPassword()
    await openDatabase()
    const account = await findStaffByEmail(email)
    await setStaffPassword(account.id, await hashPassword(password))
    const disabled = account.disabled
      ? ` The account is disabled: enable it with npm run staff:disable -- --email ${email} --enable.`
      : ''
    return `New password set for ${email}; every session of the account has ended.${disabled}`
  },
  {
    usage: USAGE,
    whileStopped: 'change staff passwords',
    failed: 'Could not change the password',
  },
)
