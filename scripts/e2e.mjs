// `npm run test:e2e`: Playwright against `next start`, building first when there is no build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'

import { ensureChromium } from './ensure-chromium.mjs'

ensureChromium()

// Each run gets a fresh embedded database (playwright.config.ts); drop the ones earlier runs left.
if (existsSync('.data')) {
  for (const name of readdirSync('.data'))
    if (name.startsWith('e2e-')) rmSync(`.data/${name}`, { recursive: true, force: true })
}
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

if (!existsSync('.next/BUILD_ID')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const run = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
process.exit(run.status ?? 1)
