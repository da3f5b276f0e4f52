import { civilFromDays, daysFromCivil } from "./day-number"

const DAY_TEXT = Array.from({ length: 32 }, (_, d) => (d < 10 ? `0${d}` : String(d)))

/**
 * A day-number -> YYYY-MM-DD formatter for runs of nearby dates: it keeps the current month's
 * "YYYY-MM-" prefix, so most calls are one lookup and one concatenation.
 */
export const makeIsoFormatter = (): ((day: number) => string) => {
  let first = 1
  let last = 0
  let prefix = ""
  return (day) => {
    if (day < first || day > last) {
      const { year, month, day: d } = civilFromDays(day)
      first = day - d + 1
      last = (month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1)) - 1
      prefix = `${String(year).padStart(4, "0")}-${DAY_TEXT[month]!}-`
    }
    return prefix + DAY_TEXT[day - first + 1]!
  }
}
