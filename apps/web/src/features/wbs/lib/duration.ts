/** waterfall.md §5: a duration is a number of at least 0; null when the text is not one. */
export const parseDuration = (text: string): number | null => {
  const t = text.trim()
  if (t === "") return null
  const n = Number(t)
  return Number.isFinite(n) && n >= 0 ? n : null
}

/** Today in the browser's time zone as YYYY-MM-DD (waterfall.md §9: the start date defaults to today). */
export const localTodayIso = (now: Date = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
