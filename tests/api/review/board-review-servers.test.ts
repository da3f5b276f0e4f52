// Two server processes on one PostgreSQL database (docs/deployment.md, scale-out): a reviewer's comment or
// decision through one server is seen by the owner through the other at once, and the owner's reply back.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readConfig } from "../../../apps/server/src/config"
import { startServer, type RunningServer } from "../../../apps/server/src/main"
import { open as openPostgres } from "@initpack/adapters/db/postgres"
import type { SqlClientService } from "@initpack/adapters/db/sql-client"
import { testDatabaseUrl } from "../../support/databases"
import { timeUntil } from "../../support/poll"
import { ApiClient, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { base, ownerWithProject, reviewer, submitWithReviewers } from "./review-support"

noticeIfPostgresSkipped("board review across two servers")

describe.skipIf(!testDatabaseUrl())("board review across two servers on PostgreSQL", () => {
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

  it("comments and decisions made through one server are read through the other at once", async () => {
    const owner = await ownerWithProject(a.url)
    const ownerOnB = onB(owner.client)
    const { tokens } = await submitWithReviewers(a, owner, [
      { name: "Exec", board_role: "Executive" },
      { name: "User", board_role: "Senior User" }
    ])
    // warm B's caches of the owner's reads first: a stale answer would show if they were served from memory
    expect((await ownerOnB.get(`${base(owner.projectId)}/versions/1/comments`)).json.total).toBe(0)
    expect((await ownerOnB.get(`/api/projects/${owner.projectId}`)).json.authorised_version).toBeNull()

    const viaA = reviewer(a.url, tokens[0]!)
    const viaB = reviewer(b.url, tokens[1]!)
    const comment = await viaA.post("/comments", { doc_type: "pid", heading: "6. Top risks", body: "Seen on B?" })
    expect(comment.status).toBe(201)
    expect((await ownerOnB.get(`${base(owner.projectId)}/versions/1/comments`)).json.total).toBe(1)
    expect((await viaB.get("/comments")).json.comments.map((c: any) => c.body)).toEqual(["Seen on B?"])

    const reply = await ownerOnB.post(`${base(owner.projectId)}/versions/1/comments/${comment.json.id}/replies`, { body: "Answered on B." })
    expect(reply.status).toBe(201)
    expect((await viaA.get("/comments")).json.comments[0].replies.map((r: any) => r.body)).toEqual(["Answered on B."])

    expect((await viaB.post("/decision", { decision: "approve" })).json.created).toBe(true)
    expect((await owner.client.get(`${base(owner.projectId)}/versions`)).json.versions[0].decided.map((d: any) => d.name)).toEqual(["User"])
    expect((await viaA.post("/decision", { decision: "approve" })).json.authorised).toBe(true)
    const versionsOnB = (await ownerOnB.get(`${base(owner.projectId)}/versions`)).json
    expect(versionsOnB.versions[0].status).toBe("authorised")
    // the project read (served through B's read cache) follows the authorisation made through A
    const took = await timeUntil(async () => (await ownerOnB.get(`/api/projects/${owner.projectId}`)).json.authorised_version === 1, 2000)
    expect(took).toBeLessThan(1000)
    // a decision repeated through the other server is still one decision
    expect((await reviewer(b.url, tokens[0]!).post("/decision", { decision: "approve" })).json.created).toBe(false)
  })
})
