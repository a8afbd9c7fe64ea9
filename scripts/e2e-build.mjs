// The build the end-to-end tests run against. Prerendered pages carry NEXT_PUBLIC_SITE_URL from
// build time (canonical links, sitemap), so the tests need a build made for their own address.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const MARKER = '.next/e2e-site-url'

/**
 * The operator identity of the e2e runs (some values set, the others unset on purpose): pages
 * prerendered at build time show it, so the build and the server get the same.
 */
const E2E_OPERATOR = JSON.parse(
  readFileSync(new URL('../test/e2e-operator.json', import.meta.url), 'utf8'),
)

export function e2eSiteUrl() {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`
}

/** `base` with the e2e operator identity in place of any OPERATOR_* variables it has. */
export function withE2eOperator(base) {
  const env = Object.fromEntries(
    Object.entries(base).filter(([name]) => !name.startsWith('OPERATOR_')),
  )
  return { ...env, ...E2E_OPERATOR }
}

const markerText = () => `${e2eSiteUrl()}\n${JSON.stringify(E2E_OPERATOR)}`

/** Runs `npm run build` for the e2e address; returns its exit status. */
export function buildForE2e() {
  const siteUrl = e2eSiteUrl()
  const env = {
    ...withE2eOperator(process.env),
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_SITE_URL: siteUrl,
  }
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env })
  if (build.status === 0) writeFileSync(MARKER, markerText())
  return build.status ?? 1
}

/** Whether the current build was made for the e2e address and operator. */
export function hasE2eBuild() {
  return (
    existsSync('.next/BUILD_ID') &&
    existsSync(MARKER) &&
    readFileSync(MARKER, 'utf8') === markerText()
  )
}
