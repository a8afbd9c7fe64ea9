const numberFormat = new Intl.NumberFormat('en-US')

export function formatNumber(value: number) {
  return numberFormat.format(value)
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** e.g. "3 Mar 2026, 14:05 UTC": one zone for every reader, whatever the server's. */
export function formatDateTimeUtc(date: Date) {
  return `${dateTimeFormat.format(date)} UTC`
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2026-11-21' -> '21 November 2026' (UTC, so the day never shifts with the server's zone). */
export function formatDate(isoDate: string) {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`))
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
