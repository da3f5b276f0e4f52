// The share of a year a kind of work may run in, given the yearly windows a brief names ("tree planting only
// between November and March": about 5 months of 12). A work package sized to the deadline needs more crews when
// its work may only run part of the year (issue 33, points 3 and 4).
import { blackoutWindows, heldBy, windowSpans } from "@initpack/core/rules/planning/blackout-windows"

const SAMPLE_FROM = Date.UTC(2030, 0, 1)
const DAY = 86_400_000

/** 1 when no yearly window holds the task; else the open share of a sample year (at least a tenth). */
export const openShare = (text: string, task: string, stage = "Build and Test"): number => {
  const yearly = blackoutWindows(text).filter((w) => w.from !== undefined && heldBy(w, task, stage))
  if (yearly.length === 0) return 1
  const held = new Set<number>()
  for (const w of yearly)
    for (const s of windowSpans(w, "2030-01-01", "2030-12-31"))
      for (let d = Math.max(Date.parse(`${s.start}T00:00:00Z`), SAMPLE_FROM); d <= Math.min(Date.parse(`${s.end}T00:00:00Z`), SAMPLE_FROM + 364 * DAY); d += DAY) held.add(d)
  return Math.max(0.1, 1 - held.size / 365)
}
