import type { FullConfig } from '@playwright/test'

import { startStandIn } from '@/test/firecrawl-stand-in'

import { standInUrl } from './stand-in-url'

/**
 * Starts the Firecrawl stand-in where the app servers' FIRECRAWL_API_URL points
 * (playwright.config.ts). With several web servers Playwright hands no `webServer` here, so the
 * address is worked out from the port the same way the config does.
 */
export default async function globalSetup(config: FullConfig) {
  const webServers = [config.webServer ?? []].flat()
  const apiUrl =
    webServers.map((server) => server.env?.FIRECRAWL_API_URL).find(Boolean) ??
    standInUrl(Number(process.env.E2E_PORT ?? 3100))
  const standIn = await startStandIn({ port: Number(new URL(apiUrl).port) })
  return () => standIn.close()
}
