// Deletes the project data of accounts whose subscription ended 6 months ago or more (platform.md §9).
// The server runs it daily itself on PGlite (docs/deployment.md); with PostgreSQL schedule it, e.g.
// cron: 30 3 * * *  node --import tsx apps/server/src/jobs/purge-expired.ts
import { purgeExpiredJob } from "./job-effects"
import { runJobFromCommandLine } from "./run-job"

export { purgeExpiredJob }

if (import.meta.url === `file://${process.argv[1]}`) await runJobFromCommandLine("purge-expired", purgeExpiredJob)
