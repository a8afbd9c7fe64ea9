// `npm test`: every check a change must pass, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process'

import { buildForE2e } from './e2e-build.mjs'

const stages = [
  ['type check', 'typecheck'],
  ['lint', 'lint'],
  ['unit tests', 'test:unit'],
  // Built for the end-to-end tests' address, which the prerendered pages keep (scripts/e2e-build.mjs).
  ['production build', 'build'],
  ['first-load JavaScript budgets', 'test:budgets'],
  ['end-to-end tests', 'test:e2e'],
]

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
for (const [label, script] of stages) {
  console.log(`\n=== npm test: ${label} (npm run ${script}) ===\n`)
  const started = Date.now()
  const result =
    script === 'build'
      ? { status: buildForE2e() }
      : spawnSync('npm', ['run', script], { stdio: 'inherit', env })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (result.status !== 0) {
    console.error(`\nnpm test: FAILED at stage "${label}" after ${seconds}s (npm run ${script}).`)
    process.exit(result.status ?? 1)
  }
  console.log(`\n=== ${label}: passed in ${seconds}s ===`)
}
console.log('\nnpm test: all stages passed.')
