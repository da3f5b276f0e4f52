// Core has no clock: every time is passed in as an ISO-8601 string or epoch milliseconds (UTC).

export type Instant = string | number

/** Epoch milliseconds of an instant; NaN for an unparsable string. */
export const toMillis = (instant: Instant): number =>
  typeof instant === "number" ? instant : Date.parse(instant)

export const toIso = (millis: number): string => new Date(millis).toISOString()

const daysInMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()

/**
 * The instant `months` calendar months after `anchor`, keeping the anchor's day of month and time of day,
 * clamped to the end of shorter months (31 Jan + 1 -> 28/29 Feb, 31 Jan + 2 -> 31 Mar).
 */
export const addMonthsClamped = (anchor: number, months: number): number => {
  const a = new Date(anchor)
  const monthIndex = a.getUTCMonth() + months
  const year = a.getUTCFullYear() + Math.floor(monthIndex / 12)
  const month = ((monthIndex % 12) + 12) % 12
  const day = Math.min(a.getUTCDate(), daysInMonth(year, month))
  const result = new Date(anchor)
  result.setUTCFullYear(year, month, day)
  return result.getTime()
}
