import type { FullConfig } from '@playwright/test'

import { startStandIn } from '@/test/firecrawl-stand-in'

/** Starts the Firecrawl stand-in where the app server's FIRECRAWL_API_URL points (playwright.config.ts). */
export default async function globalSetup(config: FullConfig) {
  const webServers = [config.webServer ?? []].flat()
  const apiUrl = webServers.map((server) => server.env?.FIRECRAWL_API_URL).find(Boolean)
  if (!apiUrl) throw new Error('playwright.config.ts: the web server has no FIRECRAWL_API_URL')
  const standIn = await startStandIn({ port: Number(new URL(apiUrl).port) })
  return () => standIn.close()
}
