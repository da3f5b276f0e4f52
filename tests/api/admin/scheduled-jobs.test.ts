// The server runs the scheduled jobs itself on the embedded PGlite (one writer: no cron job could open
// the folder while it runs); with DATABASE_URL they are left to cron unless JOBS_IN_PROCESS says otherwise.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it, vi } from "vitest"
import { readConfig } from "../../../apps/server/src/config"
import { startServer, type RunningServer } from "../../../apps/server/src/main"
import { ApiClient, register } from "../../support/server"

describe("scheduled jobs inside the server", () => {
  const work = mkdtempSync(join(tmpdir(), "initpack-jobs-"))
  let server: RunningServer | undefined
  afterAll(async () => {
    await server?.close()
    rmSync(work, { recursive: true, force: true })
  })

  it("defaults: in process on PGlite (daily purge, hourly alerts), left to cron on PostgreSQL", () => {
    expect(readConfig({}).jobs).toEqual({ inProcess: true, purgeEveryMs: 24 * 3_600_000, alertsEveryMs: 3_600_000 })
    expect(readConfig({ DATABASE_URL: "postgres://x/y" }).jobs.inProcess).toBe(false)
    expect(readConfig({ DATABASE_URL: "postgres://x/y", JOBS_IN_PROCESS: "true" }).jobs.inProcess).toBe(true)
    expect(readConfig({ JOBS_IN_PROCESS: "off" }).jobs.inProcess).toBe(false)
    expect(readConfig({ ALERTS_EVERY_MINUTES: "0.5", PURGE_EVERY_HOURS: "0" }).jobs).toMatchObject({ alertsEveryMs: 30_000, purgeEveryMs: 0 })
  })

  it("raises an alert for a heavy user and runs the purge on schedule, logging one JSON line per run", async () => {
    const lines: Array<string> = []
    const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)))
    try {
      const config = readConfig({ HOST: "127.0.0.1", PORT: "0", DATA_DIR: join(work, "data"), SESSION_SECRET: "jobs", ALERTS_EVERY_MINUTES: "0.005", PURGE_EVERY_HOURS: "0.0001" })
      server = await startServer({ config, mailLog: () => {} })
      const heavy = await register(new ApiClient(server.url))
      // 200 AI generations in the last hours: far over the 24 h floor of 50
      await server.sql.query(
        `INSERT INTO usage_events (user_id, action, project_id, created_at)
         SELECT $1, 'ai_scope', NULL, now() - k * interval '30 seconds' FROM generate_series(1, 200) k`,
        [heavy.id]
      )
      await expect
        .poll(async () => (await server!.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM usage_alerts WHERE user_id = $1", [heavy.id]))[0]?.n, { timeout: 10_000 })
        .toBeGreaterThan(0)
      await expect.poll(() => lines.filter((l) => l.includes('"job":"purge-expired"')).length, { timeout: 10_000 }).toBeGreaterThan(0)
      const purge = JSON.parse(lines.find((l) => l.includes('"job":"purge-expired"'))!)
      expect(purge).toMatchObject({ job: "purge-expired", users: [], projects: 0 })
      const alerts = lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as { job?: string; raised?: Array<unknown> }).filter((l) => l.job === "raise-usage-alerts")
      expect(alerts.some((l) => (l.raised ?? []).length > 0)).toBe(true)
    } finally {
      log.mockRestore()
    }
  })
})
