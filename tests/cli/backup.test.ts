import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readConfig } from "../../apps/server/src/config"
import { startServer } from "../../apps/server/src/main"
import { subscribedUser } from "../support/server"

const root = resolve(import.meta.dirname, "../..")

/** `initpack <args>` from the CLI's sources (the same program the bundle runs). */
const initpack = (args: ReadonlyArray<string>) => {
  const r = spawnSync(process.execPath, ["--import", "tsx", "apps/cli/src/main.ts", ...args], { cwd: root, encoding: "utf8" })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** Every table of the database with its row count and a digest of its rows, so two databases can be compared. */
const tableDigests = async (dataDir: string) => {
  const db = await PGlite.create({ dataDir })
  try {
    const tables = (await db.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1")).rows
    const out: Record<string, { rows: number; digest: string | null }> = {}
    for (const { name } of tables) {
      const [row] = (await db.query<{ rows: number; digest: string | null }>(`SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`)).rows
      out[name] = row!
    }
    return out
  } finally {
    await db.close()
  }
}

const BRIEF =
  "Ferry terminal upgrade. Rebuild the passenger terminal at the north wharf with new ticket gates, a covered waiting area and step-free boarding. " +
  "Start 2026-03-02, opening before the summer timetable on 2026-11-30. Budget NZD 2.4 million. The harbour board sponsors it; the council approves the consent. " +
  "Risks: the consent may take longer than planned, and the ferry operator needs the wharf open during the works."

/** The tables of the modules (waterfall and agile), the forecast, provenance and board review: each must carry rows into the backup. */
const MODULE_TABLES = [
  "scopes",
  "stakeholders",
  "risks",
  "wbs_items",
  "execution_summaries",
  "budgets",
  "comms_plans",
  "agile_documents",
  "agile_epics",
  "agile_stories",
  "agile_schedule_tasks",
  "forecast_settings",
  "line_provenance",
  "pack_versions",
  "pack_reviewers"
]

describe("initpack backup and restore (embedded PGlite)", () => {
  const work = mkdtempSync(join(tmpdir(), "initpack-backup-"))
  const dataDir = join(work, "data")
  const file = join(work, "backups", "initpack.tar.gz")
  const restored = join(work, "restored")

  beforeAll(async () => {
    // the server writes its data folder: a user with a plan, a waterfall and an agile project with their modules
    const config = readConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SESSION_SECRET: "backup-test", JOBS_IN_PROCESS: "false" })
    const server = await startServer({ config, quiet: true, mailLog: () => {} })
    try {
      const { client } = await subscribedUser(server.url)
      const ok = async (path: string, body: unknown, status = 200) => {
        const r = await client.post(path, body)
        if (r.status !== status) throw new Error(`${path}: ${r.status} ${r.text}`)
      }
      await ok("/api/projects", { name: "Depot refit", methodology: "waterfall" }, 201)
      await ok("/api/scope/generate", { project_name: "Depot refit", delivery_approach: "Refit the bus depot's charging bays for 40 electric buses by March." })
      await ok("/api/risk/add", { project_name: "Depot refit", risk: { title: "Grid connection delayed" } })
      await ok("/api/wbs/generate", { project_name: "Depot refit", project_scope: "Refit the depot's charging bays", base_start: "2026-01-05" })
      await ok("/api/projects", { name: "Rider app", methodology: "agile" }, 201)
      await ok("/api/agile/quick-draft", { project_name: "Rider app", delivery_approach: "Scrum", seed_context: "A rider app showing live bus times and disruption alerts." })
      // every module of each method, as a project from a brief saves them (one transaction), with the lines' provenance
      const form = (await client.post("/api/briefs/read", { text: BRIEF })).json.form
      for (const [name, method] of [["Ferry terminal", "waterfall"], ["Ferry app", "agile"]] as const) {
        const drafted = await client.post("/api/projects/draft", { brief: { ...form, name, method } })
        if (drafted.status !== 200) throw new Error(`draft ${method}: ${drafted.status} ${drafted.text}`)
        await ok("/api/projects/from-draft", { draft: drafted.json.draft, signature: drafted.json.signature }, 201)
      }
      // the forecast's contingency method, and a board review of the waterfall pack (a version and its reviewer)
      await client.call("PUT", "/api/forecast/contingency", { project_name: "Ferry terminal", method: "risk_exposure", version: 0 }).then((r) => {
        if (r.status !== 200) throw new Error(`contingency: ${r.status} ${r.text}`)
      })
      const terminal = (await client.get("/api/projects?name=Ferry%20terminal")).json.id as number
      await ok(`/api/board-review/projects/${terminal}/versions`, { reviewers: [{ name: "Ada Board", email: "ada@board.example", board_role: "Executive" }] }, 201)
    } finally {
      await server.close()
    }
  }, 180_000)
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it("backs up the data folder to one file and restores it into a new folder with every row of every table", async () => {
    const backup = initpack(["backup", "--data-dir", dataDir, "--out", file, "--json"])
    expect(backup.stderr).toBe("")
    expect(backup.code).toBe(0)
    expect(JSON.parse(backup.stdout)).toMatchObject({ data_dir: dataDir, out: file })
    expect(statSync(file).size).toBeGreaterThan(100_000)

    const restore = initpack(["restore", file, "--data-dir", restored])
    expect(restore.code).toBe(0)
    expect(restore.stdout).toContain(`start the server with DATA_DIR=${restored}`)

    const before = await tableDigests(dataDir)
    const after = await tableDigests(restored)
    expect(after).toEqual(before)
    // the round trip carried data, not just empty tables
    for (const table of ["users", "projects", "subscriptions", "schema_migrations", ...MODULE_TABLES]) expect(before[table]?.rows ?? 0, table).toBeGreaterThan(0)
    expect(Object.values(before).filter((t) => t.rows > 0).length).toBeGreaterThan(10)
  }, 180_000)

  it("refuses a folder with no database, a missing file, and a restore over a folder that is not empty (exit 2)", () => {
    const none = initpack(["backup", "--data-dir", join(work, "nowhere"), "--out", join(work, "x.tar.gz")])
    expect(none.code).toBe(2)
    expect(none.stderr).toContain("holds no Initpack database")
    expect(initpack(["restore", join(work, "missing.tar.gz"), "--data-dir", join(work, "fresh")]).code).toBe(2)
    const over = initpack(["restore", file, "--data-dir", dataDir])
    expect(over.code).toBe(2)
    expect(over.stderr).toContain("is not empty")
  }, 120_000)
})
