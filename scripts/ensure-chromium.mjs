// Makes sure Debian's Chromium is present for Playwright: installs it when running as root,
// otherwise stops with the exact command to run. e2e is never skipped silently.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (existsSync(path)) return path
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get...')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env,
    })
    if (update.status === 0 && install.status === 0 && existsSync(path)) return path
  }
  console.error(
    `End-to-end tests need Chromium at ${path}. Install it with:\n  sudo apt-get install -y chromium\n` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  )
  process.exit(1)
}
