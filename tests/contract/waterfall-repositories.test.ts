import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SqlClient } from "@initpack/adapters/db/sql-client"
import * as WaterfallLayer from "@initpack/adapters/db/repositories/waterfall/waterfall-layer"
import { ScopeRepository } from "@initpack/core/ports/waterfall/scope-repository"
import { RiskRepository } from "@initpack/core/ports/waterfall/risk-repository"
import { WbsRepository } from "@initpack/core/ports/waterfall/wbs-repository"
import { ExecutionSummaryRepository } from "@initpack/core/ports/waterfall/execution-summary-repository"
import { BudgetRepository } from "@initpack/core/ports/waterfall/budget-repository"
import { StakeholderRepository } from "@initpack/core/ports/waterfall/stakeholder-repository"
import { freshPglite, freshPostgres, skipNotice, testDatabaseUrl, type TestDatabase } from "../support/databases"

// One contract for the waterfall repositories, run on PGlite and (when TEST_DATABASE_URL is set) PostgreSQL.
const targets: Array<[string, () => Promise<TestDatabase | null>]> = [["PGlite", freshPglite]]
if (testDatabaseUrl()) targets.push(["PostgreSQL", freshPostgres])
else skipNotice("waterfall repository contract on PostgreSQL")

describe.each(targets)("waterfall repositories on %s", (_name, open) => {
  let db: TestDatabase
  let run: <A, E>(effect: Effect.Effect<A, E, any>) => Promise<A>
  let projectId = 0
  const at = new Date("2025-03-03T10:00:00Z")
  beforeAll(async () => {
    db = (await open())!
    const layer = WaterfallLayer.layer.pipe(Layer.provide(Layer.succeed(SqlClient, db.client)))
    run = (effect) => Effect.runPromise(Effect.provide(effect, layer) as Effect.Effect<any, any, never>)
    const [user] = await db.client.query("INSERT INTO users (email, password_hash, created_at) VALUES ('c@example.com', 'x', now()) RETURNING id")
    const [project] = await db.client.query("INSERT INTO projects (user_id, name, methodology, created_at) VALUES ($1, 'Contract', 'waterfall', now()) RETURNING id", [user!.id])
    projectId = Number(project!.id)
  })
  afterAll(async () => {
    await db?.dispose()
  })

  it("scope: versioned save, stale version refused, background kept until cleared", async () => {
    const first = await run(Effect.flatMap(ScopeRepository, (r) => r.save({ projectId, scope: { goals: [] }, history: {}, savedAt: at, clearBackground: false }, null)))
    expect(first!.version).toBe(1)
    await run(Effect.flatMap(ScopeRepository, (r) => r.saveBackground(projectId, "Why now", at)))
    const second = await run(Effect.flatMap(ScopeRepository, (r) => r.save({ projectId, scope: { in_scope: "x" }, history: { goals: [] }, savedAt: at, clearBackground: false }, 1)))
    expect(second).toMatchObject({ version: 2, background: "Why now", scope: { in_scope: "x" } })
    expect(await run(Effect.flatMap(ScopeRepository, (r) => r.save({ projectId, scope: {}, history: {}, savedAt: at, clearBackground: true }, 1)))).toBeNull()
    const cleared = await run(Effect.flatMap(ScopeRepository, (r) => r.save({ projectId, scope: {}, history: {}, savedAt: at, clearBackground: true }, null)))
    expect(cleared).toMatchObject({ version: 3, background: "" })
  })

  it("risks: insert, versioned update, snapshot, delete", async () => {
    const fields = { title: "T", description: "", category: "Technical", likelihood: "Medium", impact: "High", mitigation: "", contingency: "", status: "Open" }
    const [risk] = await run(Effect.flatMap(RiskRepository, (r) => r.insert([{ ...fields, projectId, source: "manual", createdAt: at }])))
    const updated = await run(Effect.flatMap(RiskRepository, (r) => r.update(projectId, risk!.id, { ...fields, title: "T2" }, 1)))
    expect(updated).toMatchObject({ title: "T2", version: 2 })
    expect(await run(Effect.flatMap(RiskRepository, (r) => r.update(projectId, risk!.id, fields, 1)))).toBeNull()
    expect(await run(Effect.flatMap(RiskRepository, (r) => r.snapshot({ projectId, items: [updated], source: "t", model: "", notes: "", createdAt: at })))).toBeGreaterThan(0)
    expect(await run(Effect.flatMap(RiskRepository, (r) => r.remove(projectId + 1, risk!.id)))).toBe(false)
    expect(await run(Effect.flatMap(RiskRepository, (r) => r.remove(projectId, risk!.id)))).toBe(true)
  })

  it("WBS: deleting a row deletes its subtree; stakeholders and matrix points round-trip", async () => {
    const row = { task: "P", duration_days: 0, start_date: null, end_date: null, resource: "" }
    const parent = await run(Effect.flatMap(WbsRepository, (r) => r.insert(projectId, { ...row, parentId: null, orderIndex: 10 })))
    const child = await run(Effect.flatMap(WbsRepository, (r) => r.insert(projectId, { ...row, task: "C", duration_days: 2.5, parentId: parent.id, orderIndex: 10 })))
    expect(await run(Effect.flatMap(WbsRepository, (r) => r.projectOf(child.id)))).toBe(projectId)
    expect((await run(Effect.flatMap(WbsRepository, (r) => r.list(projectId)))).map((i) => i.duration_days).sort()).toEqual([0, 2.5])
    await run(Effect.flatMap(WbsRepository, (r) => r.remove(projectId, parent.id)))
    expect(await run(Effect.flatMap(WbsRepository, (r) => r.list(projectId)))).toEqual([])

    const s = { name: "A", role: "R", org: "", internal_external: "Internal", influence: 7, interest: 3, attitude: "Neutral", on_board: true, board_role: "Senior User", responsibilities: ["Sign off"], R: true, A: false, C: true, I: false, strategy: "Keep close" }
    const saved = await run(Effect.flatMap(StakeholderRepository, (r) => r.insert(projectId, s, at)))
    expect(saved).toMatchObject(s)
    const m = await run(Effect.flatMap(StakeholderRepository, (r) => r.saveMatrix(projectId, [{ label: "A", influence: 7, interest: 3 }], at)))
    expect(await run(Effect.flatMap(StakeholderRepository, (r) => r.findMatrix(projectId, m)))).toEqual([{ label: "A", influence: 7, interest: 3 }])
    expect(await run(Effect.flatMap(StakeholderRepository, (r) => r.findMatrix(projectId + 1, m)))).toBeNull()
  })

  it("WBS task links: replaced per successor in the given order, only between the project's rows, gone with a row; place and setDates take lists", async () => {
    const wbs = <A>(f: (r: typeof WbsRepository.Service) => Effect.Effect<A, any>) => run(Effect.flatMap(WbsRepository, f))
    const row = { task: "T", duration_days: 1, start_date: null, end_date: null, resource: "" }
    const [a, b, c] = await wbs((r) => r.insertTree(projectId, [0, 1, 2].map((i) => ({ ...row, task: `T${i}`, parentId: null, parentIndex: null, orderIndex: 10 * (i + 1) }))))
    const [other] = await db.client.query("INSERT INTO projects (user_id, name, methodology, created_at) SELECT user_id, 'Other', 'waterfall', now() FROM projects WHERE id = $1 RETURNING id", [projectId])
    const foreign = await wbs((r) => r.insert(Number(other!.id), { ...row, parentId: null, orderIndex: 10 }))
    await wbs((r) => r.setLinks(projectId, c!, [{ predecessorId: b!, type: "SS", lag: 2 }, { predecessorId: a!, type: "FS", lag: -1 }, { predecessorId: foreign.id, type: "FS", lag: 0 }]))
    await wbs((r) => r.setLinks(projectId, b!, [{ predecessorId: a!, type: "FF", lag: 0 }]))
    // another project's row is never linked
    expect(await wbs((r) => r.listLinks(projectId))).toEqual([
      { successorId: b, predecessorId: a, type: "FF", lag: 0 },
      { successorId: c, predecessorId: b, type: "SS", lag: 2 },
      { successorId: c, predecessorId: a, type: "FS", lag: -1 }
    ])
    await wbs((r) => r.setLinks(Number(other!.id), c!, [{ predecessorId: foreign.id, type: "FS", lag: 0 }]))
    expect(await wbs((r) => r.listLinks(Number(other!.id)))).toEqual([])
    await wbs((r) => r.setLinks(projectId, c!, [{ predecessorId: a!, type: "SF", lag: 3 }]))
    expect((await wbs((r) => r.listLinks(projectId))).filter((l) => l.successorId === c)).toEqual([{ successorId: c, predecessorId: a, type: "SF", lag: 3 }])
    // moves and dates (JSON lists) keep links; a removed row takes them
    await wbs((r) => r.place(projectId, [{ id: c!, parentId: a!, orderIndex: 10 }]))
    await wbs((r) => r.setDates(projectId, [{ id: b!, start_date: "2026-11-23", end_date: "2026-11-24" }]))
    const listed = await wbs((r) => r.list(projectId))
    expect(listed.find((i) => i.id === c)).toMatchObject({ parentId: a, orderIndex: 10 })
    expect(listed.find((i) => i.id === b)).toMatchObject({ start_date: "2026-11-23", end_date: "2026-11-24", start_no_earlier_than: null })
    expect(await wbs((r) => r.listLinks(projectId))).toHaveLength(2)
    const snet = await wbs((r) => r.update(projectId, b!, { ...row, start_no_earlier_than: "2026-12-01" }, null))
    expect(snet?.start_no_earlier_than).toBe("2026-12-01")
    expect((await wbs((r) => r.update(projectId, b!, row, null)))?.start_no_earlier_than).toBe("2026-12-01")
    await wbs((r) => r.remove(projectId, a!))
    expect(await wbs((r) => r.listLinks(projectId))).toEqual([])
    await wbs((r) => r.deleteAll(projectId))
  })

  it("execution summary and budget: versioned saves", async () => {
    const s1 = await run(Effect.flatMap(ExecutionSummaryRepository, (r) => r.save(projectId, "execution", "# A", at, null)))
    expect(s1!.version).toBe(1)
    expect(await run(Effect.flatMap(ExecutionSummaryRepository, (r) => r.save(projectId, "execution", "# B", at, 7)))).toBeNull()
    expect((await run(Effect.flatMap(ExecutionSummaryRepository, (r) => r.save(projectId, "execution", "# B", at, 1))))!.contentMd).toBe("# B")
    const line = { id: 1, category: "Labour", item: "PM", estimated_cost: 100.5, justification: "", cost_type: null, phase: null, rollup: false }
    const b1 = await run(Effect.flatMap(BudgetRepository, (r) => r.save(projectId, [line], { contingency_pct: 0.1 }, at, null)))
    expect(b1).toMatchObject({ version: 1, items: [line], config: { contingency_pct: 0.1 } })
    expect(await run(Effect.flatMap(BudgetRepository, (r) => r.save(projectId, [], {}, at, 5)))).toBeNull()
  })
})
