// `npm run staff:role -- --email <e-mail> --role admissions|editor|admin`: changes an existing
// back-office account's role. Its sessions go on; the new role applies from its next request.
import { parseArgs } from 'node:util'

import { openDatabase } from '../lib/db/client'
import { setStaffRole } from '../lib/db/staff-accounts'
import { STAFF_ROLES } from '../lib/staff/roles'
import { findStaffByEmail, runStaffCommand, staffEmail, staffRole } from './staff/cli'

const USAGE = `Usage: npm run staff:role -- --email <e-mail> --role ${STAFF_ROLES.join('|')}`

void runStaffCommand(
  async () => {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, role: { type: 'string' } },
      strict: true,
    })
    const email = staffEmail(values.email, USAGE)
    const role = staffRole(values.role, USAGE)
    await openDatabase()
    const account = await findStaffByEmail(email)
    if (account.role === role) return `${email} already has the ${role} role; nothing changed.`
    await setStaffRole(account.id, role)
    const disabled = account.disabled
      ? ` The account is disabled: enable it with npm run staff:disable -- --email ${email} --enable.`
      : ''
    return `Changed ${email} from ${account.role} to ${role}; it applies from the account's next request.${disabled}`
  },
  {
    usage: USAGE,
    whileStopped: 'change staff roles',
    failed: 'Could not change the role',
  },
)
