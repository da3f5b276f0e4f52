import * as Effect from "effect/Effect"
import { AlertRepository } from "../../ports/admin/alert-repository"
import { UsageEvents } from "../../ports/admin/usage-events"
import { BASELINE_DAYS, baselineSamples, DEFAULT_ALERT_THRESHOLDS, isExcessive, percentile95 } from "./excessive-use"
import { DAY_MS, STAT_WINDOWS } from "./stat-windows"

/**
 * The alerts job: for each window (24h, 5d, 1m) compares every user's count in [now - window, now) with
 * the p95 of all users' counts over the 30 days before; raises one open alert per user and window.
 */
export const raiseUsageAlerts = (now: Date, thresholds: Readonly<Record<string, number>> = DEFAULT_ALERT_THRESHOLDS) =>
  Effect.gen(function* () {
    const usage = yield* UsageEvents
    const alerts = yield* AlertRepository
    const raised: Array<{ userId: number; window: string; observed: number; threshold: number; baselineP95: number }> = []
    for (const w of STAT_WINDOWS) {
      const windowStart = new Date(now.getTime() - w.ms)
      const baselineStart = new Date(windowStart.getTime() - BASELINE_DAYS * DAY_MS)
      const slices = Math.floor((BASELINE_DAYS * DAY_MS) / w.ms)
      const baseline = yield* usage.countsBySlice(baselineStart, windowStart, w.ms)
      const p95 = percentile95(baselineSamples(baseline, slices))
      const threshold = thresholds[w.window] ?? DEFAULT_ALERT_THRESHOLDS[w.window]!
      const current = yield* usage.countsBySlice(windowStart, now, w.ms)
      for (const c of current) {
        if (c.slice !== 0 || !isExcessive(c.count, threshold, p95)) continue
        const alert = { userId: c.userId, window: w.window, observed: c.count, threshold, baselineP95: p95 }
        if (yield* alerts.raise({ ...alert, createdAt: now })) raised.push(alert)
      }
    }
    return { raised }
  })
