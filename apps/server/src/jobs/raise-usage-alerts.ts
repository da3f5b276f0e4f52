// Raises excessive-use alerts (docs/admin.md). The server runs it hourly itself on PGlite
// (docs/deployment.md); with PostgreSQL schedule it, e.g. cron: 5 * * * *
//   node --import tsx apps/server/src/jobs/raise-usage-alerts.ts
// ALERT_THRESHOLD_24H, ALERT_THRESHOLD_5D and ALERT_THRESHOLD_1M override the minimum counts.
import { raiseUsageAlertsJob, thresholdsFromEnv } from "./job-effects"
import { runJobFromCommandLine } from "./run-job"

export { raiseUsageAlertsJob, thresholdsFromEnv }

if (import.meta.url === `file://${process.argv[1]}`) await runJobFromCommandLine("raise-usage-alerts", raiseUsageAlertsJob())
