// Issue 37: a plan's start date the screen would otherwise drop without a word (a year like 275760, which a
// browser's date field accepts) is refused with the reason.

export const PLAN_START_FIRST_YEAR = 1900
export const PLAN_START_LAST_YEAR = 2199

export const PLAN_START_INCOMPLETE = "Enter the whole start date: day, month and year."

export const planStartOutOfRange = (year: number): string =>
  `The year ${year} is refused: a plan's start date must fall between the years ${PLAN_START_FIRST_YEAR} and ${PLAN_START_LAST_YEAR}.`

/** undefined when the date field's value is a start date a plan can take; else why it is refused. */
export const planStartProblem = (value: string, incomplete = false): string | undefined => {
  if (incomplete) return PLAN_START_INCOMPLETE
  if (value.trim() === "") return undefined
  const m = /^(\d{4,6})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!m) return PLAN_START_INCOMPLETE
  const year = Number(m[1])
  return year < PLAN_START_FIRST_YEAR || year > PLAN_START_LAST_YEAR ? planStartOutOfRange(year) : undefined
}
