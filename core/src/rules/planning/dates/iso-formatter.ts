import { civilFromDays, daysFromCivil } from "./day-number"

const DAY_TEXT = Array.from({ length: 32 }, (_, d) => (d < 10 ? `0${d}` : String(d)))
const MONTH_DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/**
 * A day-number -> YYYY-MM-DD formatter for runs of nearby dates: it keeps the current month's
 * "YYYY-MM-" prefix, so most calls are one lookup and one concatenation; dates moving into the
 * next month step the month on without converting the day number again.
 */
export const makeIsoFormatter = (): ((day: number) => string) => {
  let first = 1
  let last = 0
  let year = 0
  let month = 0
  let yearText = ""
  let prefix = ""
  return (day) => {
    if (day < first || day > last) {
      if (day > last && last >= first && day - last <= 31 && (month < 12 || year < 9999)) {
        // the following month (or, rarely, the one after it: handled by the check below)
        first = last + 1
        if (month === 12) {
          year++
          month = 1
          yearText = String(year).padStart(4, "0")
        } else month++
        last = first + (month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month]!) - 1
      }
      if (day < first || day > last) {
        const c = civilFromDays(day)
        year = c.year
        month = c.month
        first = day - c.day + 1
        last = (month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1)) - 1
        yearText = String(year).padStart(4, "0")
      }
      prefix = `${yearText}-${DAY_TEXT[month]!}-`
    }
    return prefix + DAY_TEXT[day - first + 1]!
  }
}
