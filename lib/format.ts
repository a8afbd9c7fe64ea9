// Every number and date the site shows is formatted here, by Intl, in English. A page's first
// formatter pays for setting up ICU (15-25 ms in Chromium on our machines), so none is built when
// the module loads: each on first use, then kept.
import { once } from '@/lib/once'

const numberFormats = new Map<number, Intl.NumberFormat>()

/** 12345 -> "12,345", 0.5 -> "0.5" (en-US, up to `maxDecimals` decimals, three unless told). */
export function formatNumber(value: number, maxDecimals = 3) {
  let format = numberFormats.get(maxDecimals)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals })
    numberFormats.set(maxDecimals, format)
  }
  return format.format(value)
}

const wholeNumberFormat = once(
  // 'negative': an amount that rounds to zero is "0", never "-0".
  () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' }),
)

/** 1234.5 -> "1,235": rounded half away from zero. */
export function formatWholeNumber(value: number) {
  return wholeNumberFormat().format(value)
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

const monthFormat = once(() => new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }))

/** 1 -> 'January', 12 -> 'December': the one source of month names. */
export function monthName(month: number) {
  return monthFormat().format(Date.UTC(2000, month - 1, 1))
}

/** The twelve month names, January first (a month select). */
export function monthNames() {
  return Array.from({ length: 12 }, (_, i) => monthName(i + 1))
}
