// The scheduled jobs as effects, shared by their command-line entries and the in-process schedule.
import * as Effect from "effect/Effect"
import { Clock } from "@initpack/core/ports/clock"
import { purgeExpiredData } from "@initpack/core/use-cases/billing/purge-expired-data"
import { DEFAULT_ALERT_THRESHOLDS } from "@initpack/core/use-cases/admin/excessive-use"
import { raiseUsageAlerts } from "@initpack/core/use-cases/admin/raise-usage-alerts"

/** Deletes the project data of accounts whose subscription ended 6 months ago or more (platform.md §9). */
export const purgeExpiredJob = Effect.flatMap(Effect.flatMap(Clock, (clock) => clock.now), purgeExpiredData)

/** ALERT_THRESHOLD_24H, ALERT_THRESHOLD_5D and ALERT_THRESHOLD_1M override the minimum counts (docs/admin.md). */
export const thresholdsFromEnv = (env: NodeJS.ProcessEnv = process.env): Record<string, number> => {
  const pick = (name: string, window: string) => {
    const n = Number(env[name])
    return env[name] !== undefined && Number.isInteger(n) && n > 0 ? n : DEFAULT_ALERT_THRESHOLDS[window]!
  }
  return { "24h": pick("ALERT_THRESHOLD_24H", "24h"), "5d": pick("ALERT_THRESHOLD_5D", "5d"), "1m": pick("ALERT_THRESHOLD_1M", "1m") }
}

/** Raises excessive-use alerts (docs/admin.md). */
export const raiseUsageAlertsJob = (thresholds: Record<string, number> = thresholdsFromEnv()) =>
  Effect.flatMap(Effect.flatMap(Clock, (clock) => clock.now), (now) => raiseUsageAlerts(now, thresholds))
