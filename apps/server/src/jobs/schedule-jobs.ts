// Runs the scheduled jobs inside the server process (docs/deployment.md "Scheduled jobs"). PGlite has
// one writer, so with the embedded database the server itself is the only place they can run.
import type { Effect } from "effect/Effect"
import type { PlatformRuntime, PlatformServices } from "../compose"
import { purgeExpiredJob, raiseUsageAlertsJob } from "./job-effects"

export interface JobSchedule {
  /** 0: not scheduled. */
  readonly purgeEveryMs: number
  readonly alertsEveryMs: number
}

/** The first run comes this long after start (or after one interval, if shorter), then one per interval. */
const FIRST_RUN_AFTER_MS = 60_000

export interface ScheduledJobs {
  /** Stops the timers and waits for a run under way. */
  readonly stop: () => Promise<void>
}

export const scheduleJobs = (runtime: PlatformRuntime, schedule: JobSchedule, log: (line: string) => void): ScheduledJobs => {
  const timers: Array<NodeJS.Timeout> = []
  const running = new Set<Promise<void>>()

  const every = (name: string, everyMs: number, job: Effect<object, unknown, PlatformServices>) => {
    if (everyMs <= 0) return
    let busy = false
    const tick = () => {
      if (busy) return // a slow run is never overlapped by the next one
      busy = true
      const run = runtime
        .runPromise(job)
        .then(
          (result) => log(JSON.stringify({ job: name, at: new Date().toISOString(), ...result })),
          (error: unknown) => log(JSON.stringify({ job: name, at: new Date().toISOString(), error: String(error) }))
        )
        .finally(() => {
          busy = false
          running.delete(run)
        })
      running.add(run)
    }
    timers.push(
      setTimeout(() => {
        tick()
        timers.push(setInterval(tick, everyMs).unref())
      }, Math.min(everyMs, FIRST_RUN_AFTER_MS)).unref()
    )
  }

  every("purge-expired", schedule.purgeEveryMs, purgeExpiredJob)
  every("raise-usage-alerts", schedule.alertsEveryMs, raiseUsageAlertsJob())

  return {
    stop: async () => {
      for (const timer of timers) clearTimeout(timer)
      await Promise.all(running)
    }
  }
}
