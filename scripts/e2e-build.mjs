// The build the end-to-end tests run against. Prerendered pages carry NEXT_PUBLIC_SITE_URL from
// build time (canonical links, sitemap), so the tests need a build made for their own address.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const MARKER = '.next/e2e-site-url'

export function e2eSiteUrl() {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`
}

/** Runs `npm run build` for the e2e address; returns its exit status. */
export function buildForE2e() {
  const siteUrl = e2eSiteUrl()
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SITE_URL: siteUrl }
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env })
  if (build.status === 0) writeFileSync(MARKER, siteUrl)
  return build.status ?? 1
}

/** Whether the current build was made for the e2e address. */
export function hasE2eBuild() {
  return (
    existsSync('.next/BUILD_ID') &&
    existsSync(MARKER) &&
    readFileSync(MARKER, 'utf8') === e2eSiteUrl()
  )
}
