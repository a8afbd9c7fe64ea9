import 'server-only'

import { cacheLife } from 'next/cache'

// Pages built once for every visitor still follow the calendar: the clock is read through the
// cache, so a prerendered page that shows it is rendered again when the reading expires.

/** This year, for the copyright line. */
export async function currentYear() {
  'use cache'
  cacheLife('days')
  return new Date().getFullYear()
}

/** Now, to the hour: for a deadline's open or closed status on a prerendered page. */
export async function currentHour() {
  'use cache'
  cacheLife('hours')
  return new Date().toISOString()
}
