/**
 * Dates as UTC day numbers (days since 1970-01-01). Conversion uses the proleptic Gregorian
 * civil-calendar formulas with 400-year eras, so no Date object is needed.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/

export const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

export const civilFromDays = (days: number): { readonly year: number; readonly month: number; readonly day: number } => {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** Day number of an ISO date (YYYY-MM-DD, a trailing time is ignored), or null when not a real date. */
export const isoToDay = (iso: string | null | undefined): number | null => {
  const m = ISO.exec(iso ?? "")
  if (m === null) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (month < 1 || month > 12 || day < 1) return null
  const days = daysFromCivil(year, month, day)
  return civilFromDays(days).day === day ? days : null
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))

/** ISO YYYY-MM-DD of a day number (years 0-9999). */
export const dayToIso = (days: number): string => {
  const { year, month, day } = civilFromDays(days)
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`
}
