// A page's first Intl formatter pays for setting up ICU (15-25 ms in Chromium on our machines;
// Lighthouse's mobile run counts it four times), so nothing here builds one when the module
// loads, and whole numbers, most of what the browser formats (counts, amounts, character
// counters), are grouped without Intl at all.
import { once } from '@/lib/once'

const numberFormat = once(() => new Intl.NumberFormat('en-US'))

/** 12345 -> "12,345", 0.5 -> "0.5" (en-US, up to three decimals). */
export function formatNumber(value: number) {
  if (!Number.isSafeInteger(value)) return numberFormat().format(value)
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')
  return value < 0 ? `-${grouped}` : grouped
}

/** 1234.5 -> "1,235": rounded half away from zero, as Intl does. */
export function formatWholeNumber(value: number) {
  if (!Number.isFinite(value)) return numberFormat().format(value)
  return formatNumber(Math.sign(value) * Math.round(Math.abs(value)) || 0)
}

const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
)

/** e.g. "3 Mar 2026, 14:05 UTC": one zone for every reader, whatever the server's. */
export function formatDateTimeUtc(date: Date) {
  return `${dateTimeFormat().format(date)} UTC`
}

const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)

/** '2026-11-21' -> '21 November 2026' (UTC, so the day never shifts with the server's zone). */
export function formatDate(isoDate: string) {
  return dateFormat().format(new Date(`${isoDate}T00:00:00Z`))
}

/** Month names in English, January first: the date-of-birth select and the calendar's text. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
