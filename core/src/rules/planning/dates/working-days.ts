/**
 * Working days are Monday to Friday (docs/scheduling.md). Working days are counted by an ordinal
 * (5 per Monday-based week), so adding n working days is O(1).
 */
const MONDAY_OFFSET = 3 // day 0 (1970-01-01) is a Thursday: (day + 3) mod 7 gives Monday = 0

const mod = (a: number, b: number): number => ((a % b) + b) % b

/** 0 = Monday ... 6 = Sunday. */
export const weekday = (day: number): number => mod(day + MONDAY_OFFSET, 7)

export const isWorkingDay = (day: number): boolean => weekday(day) < 5

/** The day itself when it is a working day, else the following Monday. */
export const toWorkingDay = (day: number): number => {
  const wd = weekday(day)
  return wd < 5 ? day : day + (7 - wd)
}

/** Ordinal of a working day (consecutive working days have consecutive ordinals). */
export const workingOrdinal = (workingDay: number): number => {
  const week = Math.floor((workingDay + MONDAY_OFFSET) / 7)
  return week * 5 + weekday(workingDay)
}

/** The working day with the given ordinal. */
export const dayOfOrdinal = (ordinal: number): number => {
  const week = Math.floor(ordinal / 5)
  return week * 7 + mod(ordinal, 5) - MONDAY_OFFSET
}

/** The working day n working days after (n < 0: before) a working day; a weekend day counts from the next Monday. */
export const addWorkingDays = (day: number, n: number): number => dayOfOrdinal(workingOrdinal(toWorkingDay(day)) + n)

/** The next working day after the given day. */
export const nextWorkingDay = (day: number): number => toWorkingDay(day + 1)
