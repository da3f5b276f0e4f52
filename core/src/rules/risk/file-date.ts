/**
 * {date} part of an export file name: YYYY-MM-DD.
 * A Date is read in UTC (core has no time zone); a caller wanting the user's local day
 * passes that day as a "YYYY-MM-DD..." string, whose first 10 characters are used.
 * Returns undefined for an invalid Date or a string not starting with YYYY-MM-DD.
 */
export function fileDate(date: Date | string): string | undefined {
  if (typeof date === "string") {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim())
    if (match === null) return undefined
    const [, y, m, d] = match
    const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
    if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return undefined
    return `${y}-${m}-${d}`
  }
  const year = date.getUTCFullYear()
  if (Number.isNaN(year) || year < 0 || year > 9999) return undefined
  return date.toISOString().slice(0, 10)
}
