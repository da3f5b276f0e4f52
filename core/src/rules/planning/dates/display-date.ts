import { civilFromDays, dayToIso, isoToDay } from "./day-number"

const MILLIS_PER_DAY = 86_400_000
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))

/** waterfall.md §2, agile.md §2: dates display as dd/mm/yy. Empty for a missing or invalid date. */
export const isoToDisplay = (iso: string | null | undefined): string => {
  const day = isoToDay(iso)
  if (day === null) return ""
  const { year, month, day: d } = civilFromDays(day)
  return `${pad2(d)}/${pad2(month)}/${pad2(((year % 100) + 100) % 100)}`
}

/** The day number of an instant, in a time zone given as minutes east of UTC (core has no clock). */
export const dayOfMillis = (clockMillis: number, utcOffsetMinutes = 0): number =>
  Math.floor((clockMillis + utcOffsetMinutes * 60_000) / MILLIS_PER_DAY)

/** Today as YYYY-MM-DD for the given clock reading (waterfall.md §9: base start defaults to today). */
export const todayIso = (clockMillis: number, utcOffsetMinutes = 0): string => dayToIso(dayOfMillis(clockMillis, utcOffsetMinutes))
