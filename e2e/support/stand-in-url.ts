/** Where the Firecrawl stand-in listens for an app on `appPort`: E2E_STAND_IN_PORT, else the next port. */
export const standInUrl = (appPort: number) =>
  `http://127.0.0.1:${Number(process.env.E2E_STAND_IN_PORT ?? appPort + 1)}`
