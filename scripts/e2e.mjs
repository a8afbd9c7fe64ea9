// `npm run test:e2e`: Playwright against `next start`, building first when there is no build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'

import { buildForE2e, hasE2eBuild, withE2eOperator } from './e2e-build.mjs'
import { ensureChromium } from './ensure-chromium.mjs'

ensureChromium()

// Each run gets a fresh embedded database (playwright.config.ts); drop the ones earlier runs left.
if (existsSync('.data')) {
  for (const name of readdirSync('.data'))
    if (name.startsWith('e2e-')) rmSync(`.data/${name}`, { recursive: true, force: true })
}
// Playwright's web server inherits this environment, so the server shows the build's operator.
const env = { ...withE2eOperator(process.env), NEXT_TELEMETRY_DISABLED: '1' }

if (!hasE2eBuild()) {
  console.log('Building for the end-to-end address (prerendered pages keep it from build time).')
  const status = buildForE2e()
  if (status !== 0) process.exit(status)
}

const run = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
process.exit(run.status ?? 1)
