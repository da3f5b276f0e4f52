import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SqlClient } from "@initpack/adapters/db/sql-client"
import * as BoardReview from "@initpack/adapters/db/repositories/review/board-review-repository"
import { BoardReviewRepository, type BoardReviewRepositoryService } from "@initpack/core/ports/review/board-review-repository"
import { freshPglite, freshPostgres, skipNotice, testDatabaseUrl, type TestDatabase } from "../support/databases"

// One contract for the board review repository (issue 36), run on PGlite and (when TEST_DATABASE_URL is set) PostgreSQL.
const targets: Array<[string, () => Promise<TestDatabase | null>]> = [["PGlite", freshPglite]]
if (testDatabaseUrl()) targets.push(["PostgreSQL", freshPostgres])
else skipNotice("board review repository contract on PostgreSQL")

describe.each(targets)("board review repository on %s", (_name, open) => {
  let db: TestDatabase
  let repo: <A, E>(f: (r: BoardReviewRepositoryService) => Effect.Effect<A, E>) => Promise<A>
  let projectId = 0
  const at = new Date("2026-03-03T10:00:00Z")
  const later = new Date("2026-03-04T10:00:00Z")
  const artefacts = { project: { name: "Contract", method: "waterfall" as const }, risks: [{ title: "Late crane", likelihood: 4, impact: 4 }] }

  beforeAll(async () => {
    db = (await open())!
    const layer = BoardReview.layer.pipe(Layer.provide(Layer.succeed(SqlClient, db.client)))
    repo = (f) => Effect.runPromise(Effect.provide(Effect.flatMap(BoardReviewRepository, f), layer) as Effect.Effect<any, any, never>)
    const [user] = await db.client.query("INSERT INTO users (email, password_hash, created_at) VALUES ('r@example.com', 'x', now()) RETURNING id")
    const [project] = await db.client.query("INSERT INTO projects (user_id, name, methodology, created_at) VALUES ($1, 'Contract', 'waterfall', now()) RETURNING id", [user!.id])
    projectId = Number(project!.id)
  })
  afterAll(async () => {
    await db?.dispose()
  })

  it("versions are numbered per project, even when submitted at once, and keep their artefacts as given", async () => {
    const made = await Promise.all([1, 2, 3].map(() => repo((r) => r.createVersion(projectId, "waterfall", "h", artefacts, at))))
    expect(made.map((v) => v.version).sort()).toEqual([1, 2, 3])
    expect(await repo((r) => r.versionArtefacts(made[0]!.id))).toEqual(artefacts)
    expect((await repo((r) => r.listVersions(projectId))).map((v) => v.version)).toEqual([1, 2, 3])
    expect(await repo((r) => r.findVersion(projectId, 9))).toBeNull()
    expect(await repo((r) => r.latestAuthorised(projectId))).toBeNull()
    const v2 = made.find((v) => v.version === 2)!
    expect((await repo((r) => r.setAuthorised(v2.id, at)))!.authorisedAt).toEqual(at)
    // an earlier authorisation time is kept; null withdraws it
    expect((await repo((r) => r.setAuthorised(v2.id, later)))!.authorisedAt).toEqual(at)
    expect((await repo((r) => r.latestAuthorised(projectId)))!.version).toBe(2)
    expect((await repo((r) => r.setAuthorised(v2.id, null)))!.authorisedAt).toBeNull()
    expect(await repo((r) => r.latestAuthorised(projectId))).toBeNull()
  })

  it("reviewers are found by their token's digest only; revoke, first view once, token replaced", async () => {
    const v = await repo((r) => r.createVersion(projectId, "waterfall", "h2", artefacts, at))
    const reviewer = await repo((r) =>
      r.addReviewer({ versionId: v.id, name: "Ada", email: "ada@board.example", boardRole: "Executive", tokenHash: "digest-1", invitedAt: at, expiresAt: later })
    )
    const found = await repo((r) => r.findByTokenHash("digest-1"))
    expect(found).toMatchObject({ reviewer: { id: reviewer.id, name: "Ada" }, version: { id: v.id, version: v.version, projectId }, projectName: "Contract" })
    expect(await repo((r) => r.findByTokenHash("digest-2"))).toBeNull()
    expect(await repo((r) => r.markViewed(reviewer.id, at))).toBe(true)
    expect(await repo((r) => r.markViewed(reviewer.id, later))).toBe(false)
    await repo((r) => r.replaceToken(reviewer.id, "digest-2", later))
    expect(await repo((r) => r.findByTokenHash("digest-1"))).toBeNull()
    expect((await repo((r) => r.findByTokenHash("digest-2")))!.reviewer).toMatchObject({ firstViewedAt: at, remindedAt: later })
    expect((await repo((r) => r.revokeReviewer(reviewer.id, later)))!.revokedAt).toEqual(later)
    expect(await repo((r) => r.findReviewer(v.id + 1000, reviewer.id))).toBeNull()
  })

  it("one decision per reviewer: a second insert answers the first, changed nothing", async () => {
    const v = await repo((r) => r.createVersion(projectId, "waterfall", "h3", artefacts, at))
    const reviewer = await repo((r) =>
      r.addReviewer({ versionId: v.id, name: "Sam", email: "sam@board.example", boardRole: "Senior User", tokenHash: "digest-3", invitedAt: at, expiresAt: later })
    )
    const decision = { versionId: v.id, reviewerId: reviewer.id, name: "Sam", boardRole: "Senior User", decision: "approve" as const, text: null, decidedAt: at }
    const answers = await Promise.all([1, 2, 3].map(() => repo((r) => r.recordDecision(decision))))
    expect(answers.filter((a) => a.created)).toHaveLength(1)
    expect(new Set(answers.map((a) => a.decision.id)).size).toBe(1)
    const second = await repo((r) => r.recordDecision({ ...decision, decision: "reject", text: "No", decidedAt: later }))
    expect(second).toMatchObject({ created: false, decision: { decision: "approve", text: null, decidedAt: at } })
    expect(await repo((r) => r.listDecisions(v.id))).toHaveLength(1)
  })

  it("comments keep their text as given, replies and resolution; events in order", async () => {
    const v = await repo((r) => r.createVersion(projectId, "waterfall", "h4", artefacts, at))
    const body = `<script>alert(1)</script> ' " ; -- `
    const c = await repo((r) =>
      r.addComment({ versionId: v.id, reviewerId: null, parentId: null, authorName: "Owner", docType: "pid", anchor: "1-background", heading: "1. Background", body, createdAt: at })
    )
    expect(c.body).toBe(body)
    const reply = await repo((r) =>
      r.addComment({ versionId: v.id, reviewerId: null, parentId: c.id, authorName: "Owner", docType: "pid", anchor: c.anchor, heading: c.heading, body: "re", createdAt: later })
    )
    expect(reply.parentId).toBe(c.id)
    expect((await repo((r) => r.setResolved(c.id, later)))!.resolvedAt).toEqual(later)
    expect((await repo((r) => r.setResolved(c.id, null)))!.resolvedAt).toBeNull()
    expect((await repo((r) => r.listComments(v.id))).map((x) => x.body)).toEqual([body, "re"])
    expect(await repo((r) => r.findComment(v.id + 1000, c.id))).toBeNull()
    await repo((r) => r.addEvent({ projectId, version: v.version, kind: "submitted", actor: "Owner", boardRole: null, detail: "h4", createdAt: at }))
    await repo((r) => r.addEvent({ projectId, version: v.version, kind: "viewed", actor: "Ada", boardRole: "Executive", detail: null, createdAt: later }))
    const events = await repo((r) => r.listEvents(projectId))
    expect(events.slice(-2).map((e) => e.kind)).toEqual(["submitted", "viewed"])
    expect((await repo((r) => r.findProjectForAdmin(projectId)))!.name).toBe("Contract")
    expect(await repo((r) => r.findProjectForAdmin(projectId + 1000))).toBeNull()
  })
})
