import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Clock } from "@initpack/core/ports/clock"
import { readConfig } from "../../../apps/server/src/config"
import { makeRuntime } from "../../../apps/server/src/compose"
import { startServer } from "../../../apps/server/src/main"
import { freshPglite, freshPostgres } from "../../support/databases"
import type { Backend } from "../../support/server"

/** A clock the test moves by hand. */
export const fakeClock = (start: Date) => {
  let now = start.getTime()
  return {
    layer: Layer.succeed(Clock, { now: Effect.sync(() => new Date(now)) }),
    set: (d: Date) => {
      now = d.getTime()
    },
    now: () => new Date(now)
  }
}

/** The real server on a fresh database with a fake clock, plus a runtime (same clock and database) to run jobs. */
export const startClockServer = async (backend: Backend, clock: ReturnType<typeof fakeClock>, env: Record<string, string> = {}) => {
  const db = backend === "pglite" ? await freshPglite() : await freshPostgres()
  if (!db) throw new Error("TEST_DATABASE_URL is not set")
  // scheduled jobs stay off in tests unless a test turns them on: a purge mid-test would race its checks
  const config = readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "test-secret", JOBS_IN_PROCESS: "false", ...env })
  const server = await startServer({ config, sql: db.client, quiet: true, mailLog: () => {}, clock: clock.layer })
  const runtime = makeRuntime(config, db.client, { clock: clock.layer, mailLog: () => {} })
  return {
    ...server,
    db,
    runtime,
    stop: async () => {
      await runtime.dispose()
      await server.close()
      await db.dispose()
    }
  }
}
