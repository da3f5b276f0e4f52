// Two server processes on one PostgreSQL database, each with its read cache (adapters/src/db/read-cache.ts):
// a sign-out or a new project on one is seen by the other at once, never served stale from memory.
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
})
