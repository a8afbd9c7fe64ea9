import { randomBytes } from 'node:crypto'

/**
 * The back-office account of the end-to-end server, created with `npm run staff:create` before the
 * server opens its embedded database (playwright.config.ts). The password is made per run and
 * reaches the test workers through the environment; none is committed.
 */
export const E2E_STAFF = {
  email: 'e2e.expert@example.org',
  name: 'E2E Expert',
  password: (process.env.E2E_STAFF_PASSWORD ??= randomBytes(18).toString('base64url')),
}

/** An editor, who also keeps the data; made with the same password. E2E_STAFF keeps the default role, admissions. */
export const E2E_EDITOR = { email: 'e2e.editor@example.org', name: 'E2E Editor' }

export const createE2eStaffCommand = [
  `npm run --silent staff:create -- --email ${E2E_STAFF.email} --name "${E2E_STAFF.name}"`,
  `npm run --silent staff:create -- --email ${E2E_EDITOR.email} --name "${E2E_EDITOR.name}" --role editor`,
].join(' && ')
