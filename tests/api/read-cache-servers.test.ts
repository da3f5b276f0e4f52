// Two server processes on one PostgreSQL database, each with its read cache (adapters/src/db/read-cache.ts):
// a sign-out (also of a session whose module answers B keeps), a new project or a module change (risk, stakeholder, WBS link, backlog) on one, or made in the
// database by another tool, is seen by the other at once, never served stale from memory; a save on a stale
// version still answers 409.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readConfig } from "../../apps/server/src/config"
import { startServer, type RunningServer } from "../../apps/server/src/main"
import { open as openPostgres } from "@initpack/adapters/db/postgres"
import type { SqlClientService } from "@initpack/adapters/db/sql-client"
import { testDatabaseUrl } from "../support/databases"
import { timeUntil } from "../support/poll"
import { ApiClient, noticeIfPostgresSkipped, startTestServer, subscribedUser, type TestServer } from "../support/server"

noticeIfPostgresSkipped("two servers sharing the read cache's change notifications")

describe.skipIf(!testDatabaseUrl())("read cache across two servers on PostgreSQL", () => {
  let a: TestServer
  let b: RunningServer
  let bClient: SqlClientService

  beforeAll(async () => {
    a = await startTestServer("postgres")
    bClient = openPostgres({ url: a.db.url! })
    b = await startServer({
      config: readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "test-secret", JOBS_IN_PROCESS: "false" }),
      sql: bClient,
      quiet: true,
      mailLog: () => {}
    })
  })
  afterAll(async () => {
    await b?.close()
    await bClient?.close()
    await a?.stop()
  })

  /** The same browser session, sent to server B. */
  const onB = (client: ApiClient) => {
    const other = new ApiClient(b.url)
    for (const [k, v] of client.cookies) other.cookies.set(k, v)
    return other
  }

  it("a sign-out on one server ends the session on the other", async () => {
    const user = await subscribedUser(a.url)
    const viaB = onB(user.client)
    for (let i = 0; i < 3; i++) expect((await viaB.get("/api/auth/me")).json.authenticated).toBe(true)
    expect((await user.client.post("/api/auth/logout", {})).status).toBe(200)
    const took = await timeUntil(async () => (await viaB.get("/api/auth/me")).json.authenticated === false, 2000)
    expect(took).toBeLessThan(1000)
    expect((await viaB.get("/api/auth/projects")).status).toBe(401)
  })

  it("a sign-out on one server ends the session's kept module answers on the other (401, not the kept register)", async () => {
    const user = await subscribedUser(a.url)
    const viaB = onB(user.client)
    const project = (await user.client.post("/api/projects", { name: "Read elsewhere", methodology: "waterfall" })).json
    expect((await user.client.post("/api/risk/add", { project_id: project.id, risk: { title: "Supplier late" } })).status).toBe(200)
    const read = (path: string) => viaB.get(`${path}?project_id=${project.id}`)
    // B keeps each answer for the session (apps/server/src/http/module-read.ts)
    for (let i = 0; i < 3; i++) for (const path of ["/api/risk/list", "/api/stakeholder/list", "/api/wbs", "/api/auth/projects"]) expect((await read(path)).status).toBe(200)
    expect((await user.client.post("/api/auth/logout", {})).status).toBe(200)
    const took = await timeUntil(async () => (await read("/api/risk/list")).status === 401, 2000)
    expect(took).toBeLessThan(1000)
    for (const path of ["/api/stakeholder/list", "/api/wbs", "/api/auth/projects"]) expect((await read(path)).status).toBe(401)
  })

  it("a project created on one server is listed by the other", async () => {
    const user = await subscribedUser(a.url)
    const viaB = onB(user.client)
    expect((await viaB.get("/api/auth/projects")).json.projects).toEqual([])
    expect((await user.client.post("/api/projects", { name: "Seen elsewhere", methodology: "waterfall" })).status).toBe(201)
    const took = await timeUntil(async () => (await viaB.get("/api/auth/projects")).json.projects.length === 1, 2000)
    expect(took).toBeLessThan(1000)
    const listed = (await viaB.get("/api/auth/projects")).json
    expect(listed.projects.map((p: { name: string }) => p.name)).toEqual(["Seen elsewhere"])
    expect(listed.items).toEqual(listed.projects)
  })

  it("on one server, a request that follows an archive, an unarchive or a sign-out never sees the old state (20 times over)", async () => {
    const user = await subscribedUser(b.url)
    const created = await user.client.post("/api/projects", { name: "Back and forth", methodology: "agile" })
    expect(created.status).toBe(201)
    const listed = async () => (await user.client.get("/api/auth/projects")).json.projects.some((p: { id: number }) => p.id === created.json.id)
    for (let i = 0; i < 20; i++) {
      expect(await listed()).toBe(true)
      expect((await user.client.post(`/api/auth/projects/${created.json.id}/archive`, {})).status).toBe(200)
      expect(await listed()).toBe(false)
      expect((await user.client.post(`/api/auth/projects/${created.json.id}/unarchive`, {})).status).toBe(200)
    }
    expect((await user.client.get("/api/auth/me")).json.authenticated).toBe(true)
    expect((await user.client.post("/api/auth/logout", {})).status).toBe(200)
    expect((await user.client.get("/api/auth/me")).json.authenticated).toBe(false)
  })

  it("module reads: a risk saved on one server is listed by the other at once, and a save there on the old version answers 409", async () => {
    const user = await subscribedUser(a.url)
    const viaB = onB(user.client)
    const project = (await user.client.post("/api/projects", { name: "Shared register", methodology: "waterfall" })).json
    const added = await user.client.post("/api/risk/add", { project_id: project.id, risk: { title: "Supplier late" } })
    expect(added.status).toBe(200)
    const titles = async (client: ApiClient) => (await client.get(`/api/risk/list?project_id=${project.id}`)).json.risks.map((r: { title: string }) => r.title)
    // B has read (and kept) the register before A changes it
    for (let i = 0; i < 3; i++) expect(await titles(viaB)).toEqual(["Supplier late"])
    const [risk] = (await viaB.get(`/api/risk/list?project_id=${project.id}`)).json.risks
    const saved = await user.client.post("/api/risk/update", { project_id: project.id, risk_id: risk.id, version: risk.version, fields: { title: "Supplier very late" } })
    expect(saved.status).toBe(200)
    const took = await timeUntil(async () => (await titles(viaB))[0] === "Supplier very late", 2000)
    expect(took).toBeLessThan(1000)
    const stale = await viaB.post("/api/risk/update", { project_id: project.id, risk_id: risk.id, version: risk.version, fields: { title: "Overwrite" } })
    expect(stale.status).toBe(409)
    expect(stale.json.current_version).toBe(risk.version + 1)
    // on one server, the answer after a save is never the kept one
    expect((await viaB.post("/api/risk/add", { project_id: project.id, risk: { title: "Venue closed" } })).status).toBe(200)
    expect(await titles(viaB)).toEqual(["Supplier very late", "Venue closed"])
  })

  it("module reads: rows changed in the database by another tool (stakeholders, a WBS link, the backlog) are seen at once", async () => {
    const user = await subscribedUser(a.url)
    const viaB = onB(user.client)
    const waterfall = (await user.client.post("/api/projects", { name: "Edited in psql", methodology: "waterfall" })).json
    const agile = (await user.client.post("/api/projects", { name: "Backlog in psql", methodology: "agile" })).json
    expect((await user.client.post("/api/stakeholder/upsert", { project_id: waterfall.id, stakeholders: [{ name: "Finance lead" }] })).status).toBe(200)
    const t1 = (await user.client.post("/api/wbs/item", { project_id: waterfall.id, task: "Survey" })).json
    const t2 = (await user.client.post("/api/wbs/item", { project_id: waterfall.id, task: "Design" })).json
    const names = async () => (await viaB.get(`/api/stakeholder/list?project_id=${waterfall.id}`)).json.stakeholders.map((s: { name: string }) => s.name)
    const linked = async () =>
      (await viaB.get(`/api/wbs?project_id=${waterfall.id}`)).json.items.find((i: { id: number }) => i.id === t2.id).links.length === 1
    const backlogVersion = async () => (await viaB.get(`/api/agile/backlog?project_id=${agile.id}`)).json.version
    expect(await names()).toEqual(["Finance lead"])
    expect(await linked()).toBe(false)
    const version = await backlogVersion()
    // another process on the database: its own connection, no server in between
    const tool = openPostgres({ url: a.db.url!, max: 1 })
    try {
      await tool.query("UPDATE stakeholders SET name = 'Finance director' WHERE project_id = $1", [waterfall.id])
      expect(await timeUntil(async () => (await names())[0] === "Finance director", 2000)).toBeLessThan(1000)
      await tool.query("INSERT INTO wbs_links (successor_id, predecessor_id) VALUES ($1, $2)", [t2.id, t1.id])
      expect(await timeUntil(linked, 2000)).toBeLessThan(1000)
      await tool.query("INSERT INTO agile_documents (project_id, kind, data, version, updated_at) VALUES ($1, 'backlog', '{}', $2, now()) ON CONFLICT (project_id, kind) DO UPDATE SET version = $2", [agile.id, version + 5])
      expect(await timeUntil(async () => (await backlogVersion()) === version + 5, 2000)).toBeLessThan(1000)
    } finally {
      await tool.close()
    }
  })
})
