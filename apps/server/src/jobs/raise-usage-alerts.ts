// Raises excessive-use alerts (docs/admin.md). Schedule it hourly, e.g. cron: 5 * * * *
//   node --import tsx apps/server/src/jobs/raise-usage-alerts.ts
// ALERT_THRESHOLD_24H, ALERT_THRESHOLD_5D and ALERT_THRESHOLD_1M override the minimum counts.
import * as Effect from "effect/Effect"
import { Clock } from "@initpack/core/ports/clock"
import { DEFAULT_ALERT_THRESHOLDS } from "@initpack/core/use-cases/admin/excessive-use"
import { raiseUsageAlerts } from "@initpack/core/use-cases/admin/raise-usage-alerts"
import { runJobFromCommandLine } from "./run-job"

export const thresholdsFromEnv = (env: NodeJS.ProcessEnv = process.env): Record<string, number> => {
  const pick = (name: string, window: string) => {
    const n = Number(env[name])
    return env[name] !== undefined && Number.isInteger(n) && n > 0 ? n : DEFAULT_ALERT_THRESHOLDS[window]!
  }
  return { "24h": pick("ALERT_THRESHOLD_24H", "24h"), "5d": pick("ALERT_THRESHOLD_5D", "5d"), "1m": pick("ALERT_THRESHOLD_1M", "1m") }
}

export const raiseUsageAlertsJob = (thresholds: Record<string, number> = thresholdsFromEnv()) =>
  Effect.flatMap(Effect.flatMap(Clock, (clock) => clock.now), (now) => raiseUsageAlerts(now, thresholds))

if (import.meta.url === `file://${process.argv[1]}`) await runJobFromCommandLine("raise-usage-alerts", raiseUsageAlertsJob())
