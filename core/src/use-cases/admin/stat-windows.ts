// platform.md §2.13, §9: admin stats windows 24h, 5d, 1m. A month counts as 30 days here, so the
// excessive-use baseline (the previous 30 days) slices evenly into windows of each length.

export const DAY_MS = 24 * 60 * 60 * 1000

export const STAT_WINDOWS = [
  { window: "24h", ms: DAY_MS },
  { window: "5d", ms: 5 * DAY_MS },
  { window: "1m", ms: 30 * DAY_MS }
] as const

export type StatWindow = (typeof STAT_WINDOWS)[number]["window"]

export const windowStarts = (now: Date) => STAT_WINDOWS.map((w) => new Date(now.getTime() - w.ms))
