// Two server processes on one PostgreSQL database (docs/deployment.md, scale-out), each a separate OS process
// started from the real server entry: comments, replies and decisions made through one are read through the
// other at once. (board-review-servers.test.ts runs two servers inside one Node process.)
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freshPostgres, testDatabaseUrl, type TestDatabase } from "../../support/databases"
import { ApiClient, noticeIfPostgresSkipped, type TestServer } from "../../support/server"
import { spawnServer, type ServerProcess } from "../../support/server-process"
import { base, ownerWithProject, reviewer, submitWithReviewers } from "./review-support"

noticeIfPostgresSkipped("board review across two server processes")

describe.skipIf(!testDatabaseUrl())("board review across two server processes on PostgreSQL", { timeout: 120_000 }, () => {
  let db: TestDatabase
  let a: ServerProcess | undefined
  let b: ServerProcess | undefined

  beforeAll(async () => {
    db = (await freshPostgres())!
    // started one by one: both would otherwise run the (idempotent) start-up seeding at the same moment
    a = await spawnServer(db.url!)
    b = await spawnServer(db.url!)
  }, 120_000)
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()])
    await db?.dispose()
  })

  /** The same browser session, sent to the other process. */
  const sameSession = (client: ApiClient, url: string) => {
    const other = new ApiClient(url)
    for (const [k, v] of client.cookies) other.cookies.set(k, v)
    return other
  }

  it("are two processes on one database", async () => {
    expect(a!.pid).not.toBe(b!.pid)
    expect(a!.pid).not.toBe(process.pid)
    expect(a!.url).not.toBe(b!.url)
    expect(a!.lines.join("\n")).toContain("(database: PostgreSQL)")
    expect(b!.lines.join("\n")).toContain("(database: PostgreSQL)")
  })

  it("a reviewer's comment and decision through one process are read by the owner through the other at once, and back", async () => {
    const A = a!.url
    const B = b!.url
    const owner = await ownerWithProject(A)
    const ownerOnA = owner.client
    const ownerOnB = sameSession(owner.client, B)
    // the outbox is a table of the shared database
    const outbox = { sql: db.client } as unknown as TestServer
    const { tokens } = await submitWithReviewers(outbox, owner, [
      { name: "Exec", board_role: "Executive" },
      { name: "User", board_role: "Senior User" }
    ])
    const comments = (client: ApiClient) => client.get(`${base(owner.projectId)}/versions/1/comments`)
    const versions = async (client: ApiClient) => (await client.get(`${base(owner.projectId)}/versions`)).json.versions[0]
    // both processes have answered the owner's reads once: a stale answer would show if either served them from memory
    for (const client of [ownerOnA, ownerOnB]) {
      expect((await comments(client)).json.total).toBe(0)
      expect((await versions(client)).status).toBe("in_review")
      expect((await client.get(`/api/projects/${owner.projectId}`)).json.authorised_version).toBeNull()
    }

    // The Senior User comments and decides through A; the owner reads through B.
    const userOnA = reviewer(A, tokens[1]!)
    const first = await userOnA.post("/comments", { doc_type: "pid", heading: "6. Top risks", body: "Written through process A." })
    expect(first.status).toBe(201)
    const onB = (await comments(ownerOnB)).json
    expect(onB.total).toBe(1)
    expect(JSON.stringify(onB)).toContain("Written through process A.")
    expect((await userOnA.post("/decision", { decision: "approve_with_conditions", text: "Fund the training." })).json.created).toBe(true)
    const boardOnB = await versions(ownerOnB)
    expect(boardOnB.decided.map((d: any) => [d.name, d.decision])).toEqual([["User", "approve_with_conditions"]])
    expect(boardOnB.undecided.map((r: any) => r.name)).toEqual(["Exec"])
    expect(boardOnB.status).toBe("in_review")

    // The owner replies through B; the reviewer reads it through A, and the Executive through B.
    const reply = await ownerOnB.post(`${base(owner.projectId)}/versions/1/comments/${first.json.id}/replies`, { body: "Answered through process B." })
    expect(reply.status).toBe(201)
    expect((await userOnA.get("/comments")).json.comments[0].replies.map((r: any) => r.body)).toEqual(["Answered through process B."])
    const execOnB = reviewer(B, tokens[0]!)
    expect((await execOnB.get("/comments")).json.comments.map((c: any) => c.body)).toEqual(["Written through process A."])

    // And the other way: the Executive comments and approves through B; the owner reads through A.
    const second = await execOnB.post("/comments", { doc_type: "pid", heading: "8. Budget summary", body: "Written through process B." })
    expect(second.status).toBe(201)
    const onA = (await comments(ownerOnA)).json
    expect(onA.total).toBe(2)
    expect(JSON.stringify(onA)).toContain("Written through process B.")
    expect((await execOnB.post("/decision", { decision: "approve" })).json.authorised).toBe(true)
    const boardOnA = await versions(ownerOnA)
    expect(boardOnA.status).toBe("authorised")
    expect(boardOnA.decided.map((d: any) => d.name).sort()).toEqual(["Exec", "User"])
    expect(boardOnA.undecided).toEqual([])
    expect((await ownerOnA.get(`/api/projects/${owner.projectId}`)).json.authorised_version).toBe(1)
    expect((await ownerOnB.get(`/api/projects/${owner.projectId}`)).json.authorised_version).toBe(1)

    // a decision repeated through the other process is still one decision
    expect((await reviewer(A, tokens[0]!).post("/decision", { decision: "approve" })).json.created).toBe(false)
    expect((await versions(ownerOnB)).decided).toHaveLength(2)
  })
})
