// `npm run staff:disable -- --email <e-mail> [--enable]`: disables a back-office account, ending
// every session it has and refusing its sign-ins, or enables it again.
import { parseArgs } from 'node:util'

import { openDatabase } from '../lib/db/client'
import { setStaffDisabled } from '../lib/db/staff-accounts'
import { findStaffByEmail, runStaffCommand, staffEmail } from './staff/cli'

const USAGE = 'Usage: npm run staff:disable -- --email <e-mail> [--enable]'

void runStaffCommand(
  async () => {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, enable: { type: 'boolean', default: false } },
      strict: true,
    })
    const email = staffEmail(values.email, USAGE)
    await openDatabase()
    const account = await findStaffByEmail(email)
    await setStaffDisabled(account.id, !values.enable)
    return values.enable
      ? `Enabled staff account ${email}: it can sign in again.`
      : `Disabled staff account ${email}: every session of it has ended and it cannot sign in ` +
          `(undo with npm run staff:disable -- --email ${email} --enable).`
  },
  {
    usage: USAGE,
    whileStopped: 'disable or enable staff accounts',
    failed: 'Could not change the account',
  },
)
