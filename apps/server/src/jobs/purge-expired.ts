// Deletes the project data of accounts whose subscription ended 6 months ago or more (platform.md §9).
// Schedule it daily, e.g. cron: 30 3 * * *  node --import tsx apps/server/src/jobs/purge-expired.ts
import * as Effect from "effect/Effect"
import { Clock } from "@initpack/core/ports/clock"
import { purgeExpiredData } from "@initpack/core/use-cases/billing/purge-expired-data"
import { runJobFromCommandLine } from "./run-job"

export const purgeExpiredJob = Effect.flatMap(Effect.flatMap(Clock, (clock) => clock.now), purgeExpiredData)

if (import.meta.url === `file://${process.argv[1]}`) await runJobFromCommandLine("purge-expired", purgeExpiredJob)
