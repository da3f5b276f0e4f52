// Locale-free formatting so documents are identical on every machine.

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")

/** 12345.6 -> "AUD 12,346" (whole currency units). */
export const formatMoney = (amount: number, currency: string): string => {
  const rounded = Math.round(Number.isFinite(amount) ? amount : 0)
  const sign = rounded < 0 ? "-" : ""
  return `${sign}${currency} ${group(String(Math.abs(rounded)))}`
}

/** 0.1 -> "10%" */
export const formatPercent = (fraction: number): string => `${Math.round(fraction * 1000) / 10}%`

/** YYYY-MM-DD... -> dd/mm/yy as on the WBS and schedule screens (waterfall.md §2, agile.md §2); else as given. */
export const formatDay = (iso: string | null | undefined): string => {
  if (iso == null) return ""
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return m === null ? iso : `${m[3]}/${m[2]}/${(m[1] ?? "").slice(2)}`
}

/** First 10 characters of an ISO date when it is one. */
export const isoDay = (value: string | null | undefined): string | undefined => {
  if (value == null) return undefined
  const m = /^\d{4}-\d{2}-\d{2}/.exec(value)
  return m === null ? undefined : m[0]
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

/** Issue 37: a date a sponsor reads, "28 November 2026", from an ISO date or timestamp (its calendar day as written); else as given. */
export const formatLongDate = (iso: string | null | undefined): string => {
  if (iso == null) return ""
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : iso
}

const two = (n: number): string => String(n).padStart(2, "0")

/** Issue 36: an instant as the documents write a date, with its UTC time, "28 November 2026, 14:05 UTC"; else as given. */
export const formatLongDateTimeUtc = (iso: string | null | undefined): string => {
  if (iso == null) return ""
  const t = new Date(iso)
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso) || Number.isNaN(t.getTime())) return iso
  const day = `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}`
  return `${formatLongDate(day)}, ${two(t.getUTCHours())}:${two(t.getUTCMinutes())} UTC`
}

/** Issue 36: the calendar day of an instant in UTC, "28 November 2026"; else as given. */
export const formatLongDateUtc = (iso: string | null | undefined): string => {
  const full = formatLongDateTimeUtc(iso)
  return full.endsWith(" UTC") ? full.slice(0, full.lastIndexOf(",")) : full
}
