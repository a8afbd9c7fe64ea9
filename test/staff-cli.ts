import { spawn } from 'node:child_process'

export type ScriptResult = { code: number | null; stdout: string; stderr: string }

/**
 * `npm run staff:<command> -- ...args` (scripts/staff-<command>.ts) against the embedded database
 * in `dataDir`, with stdin closed: no terminal, so a password can only come from STAFF_PASSWORD.
 */
export function runStaffScript(
  command: 'create' | 'password' | 'disable' | 'role',
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_OPTIONS: '',
    ...env,
  }
  delete childEnv.DATABASE_URL
  if (!env.STAFF_PASSWORD) delete childEnv.STAFF_PASSWORD
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', `scripts/staff-${command}.ts`, ...args],
    { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise<ScriptResult>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  )
}
