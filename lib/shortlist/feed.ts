import { siteConfig } from '@/lib/site'

/** The calendar's address for a calendar app to subscribe to: webcal:// on the site's own host. */
export function feedHref(calendarHref: string) {
  const url = new URL(calendarHref, siteConfig.url)
  return `webcal://${url.host}${url.pathname}${url.search}`
}
