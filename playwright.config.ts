import { randomBytes } from 'node:crypto'

import { defineConfig, devices } from '@playwright/test'

import { createE2eStaffCommand, E2E_STAFF } from './e2e/staff-account'
import { standInUrl } from './e2e/support/stand-in-url'
import { CHROMIUM_ARGS } from './test/chromium-args'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
// A second server of the same build whose database holds the importer's fixture tables, with the
// files only a refresh brings (course titles, US programmes): fixture-data.spec.ts runs against it.
const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? port + 1000)
const fixtureURL = `http://127.0.0.1:${fixturePort}`
const fixtureTables = `.data/e2e-fixture-tables-${fixturePort}`
const serverEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ENABLE_TEST_ROUTES: '1',
  HOST: '127.0.0.1',
  FIRECRAWL_API_URL: standInUrl(port),
  CRAWLER_COOKIE_SECRET: 'e2e-crawler-cookie-secret-not-for-production',
  SESSION_SECRET: randomBytes(32).toString('hex'),
}
const ignored = /(outage|fixture-data)\.spec\.ts/

export default defineConfig({
  testDir: 'e2e',
  // Starts the Firecrawl stand-in that FIRECRAWL_API_URL points to.
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A slow shared VM ran the crawler tests in 25-46 s (12 s elsewhere): room for that, not a hang.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Debian's Chromium: Playwright's own browser download cannot reach its host from our machines.
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ignored,
      grepInvert: /@sends-application/,
    },
    // The browser's applications all come from 127.0.0.1, which may send 3 an hour (the product's
    // limit, kept as it is). The tests that send them (tagged @sends-application, in apply.spec.ts
    // and journey.spec.ts) share that allowance, so they have a project of their own that runs them
    // one at a time, each group first resetting only that client's count of that limit.
    // Nothing in the main project sends from 127.0.0.1 or resets that count, so the two projects
    // may run side by side (and a single spec runs without the whole main project first).
    {
      name: 'applications',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ignored,
      grep: /@sends-application/,
      workers: 1,
    },
    // Pages over the fixture tables with course titles and US programmes (the second server).
    {
      name: 'fixture-data',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: fixtureURL },
      testMatch: /fixture-data\.spec\.ts/,
    },
    // The simulated database outage is server-wide: its tests run after all the others, alone.
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /outage\.spec\.ts/,
      dependencies: ['chromium', 'applications'],
    },
  ],
  webServer: [
    {
      // The staff account first: PGlite lets only one process at a time open DATA_DIR.
      command: `${createE2eStaffCommand} && exec node_modules/.bin/next start -H 127.0.0.1 -p ${port}`,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        NEXT_PUBLIC_SITE_URL: baseURL,
        PORT: String(port),
        // A fresh embedded database per run (PGlite allows one process per folder).
        DATA_DIR: `.data/e2e-${port}-${process.pid}`,
        STAFF_PASSWORD: E2E_STAFF.password,
      },
    },
    {
      command: `node --import tsx scripts/e2e-fixture-data.ts ${fixtureTables} && exec node_modules/.bin/next start -H 127.0.0.1 -p ${fixturePort}`,
      url: `${fixtureURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        NEXT_PUBLIC_SITE_URL: fixtureURL,
        PORT: String(fixturePort),
        DATA_DIR: `.data/e2e-${fixturePort}-${process.pid}`,
        OPEN_DATA_DIR: fixtureTables,
      },
    },
  ],
})
