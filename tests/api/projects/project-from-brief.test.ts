// Issue 35: brief -> form -> draft -> review -> save through the real server, on PGlite and PostgreSQL. The saved
// modules are read back from the database and compared with what `initpack pack` drafts from the same brief.
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as ArtefactsReader from "@initpack/adapters/db/repositories/reports/project-artefacts-reader"
import { SqlClient } from "@initpack/adapters/db/sql-client"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import * as M from "@initpack/core/messages/brief-reader"
import { FREE_SCOPE_ONE_ITEM_PER_TAB } from "@initpack/core/messages/platform-plans"
import { MAX_PROJECTS_REACHED, PROJECT_NAME_REQUIRED, PROJECT_NAME_TAKEN } from "@initpack/core/messages/platform-projects"
import { ProjectArtefactsReader } from "@initpack/core/ports/reports/project-artefacts-reader"
import { reviewLines } from "@initpack/core/rules/pack-review/review-lines"
import { ensureBuilt, repoRoot, runCli } from "../../cli/run-cli"
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin } from "../admin/admin-client"
import { ApiClient, backends, noticeIfPostgresSkipped, register, startTestServer, subscribedUser, type TestServer } from "../../support/server"

noticeIfPostgresSkipped("project from a brief")

const WATERFALL_BRIEF = readFileSync(join(repoRoot, "tests/fixtures/briefs/library-refurbishment.md"), "utf8")
const AGILE_BRIEF = readFileSync(join(repoRoot, "tests/fixtures/briefs/booking-app.txt"), "utf8")
const work = mkdtempSync(join(tmpdir(), "initpack-from-brief-"))

/** What `initpack pack` drafts from the brief file: its artefacts.json. */
const packArtefacts = async (file: string): Promise<ProjectArtefacts> => {
  const out = join(work, file.replace(/\W/g, "-"))
  const run = await runCli(["pack", join(repoRoot, file), "--out", out, "--formats", "md"])
  if (run.code !== 0) throw new Error(run.stderr)
  return JSON.parse(readFileSync(join(out, "artefacts.json"), "utf8")).artefacts as ProjectArtefacts
}

const savedArtefacts = (server: TestServer, userId: number, id: number) =>
  Effect.runPromise(
    Effect.flatMap(ProjectArtefactsReader, (r) => r.read(userId, { id })).pipe(
      Effect.provide(ArtefactsReader.layer.pipe(Layer.provide(Layer.succeed(SqlClient, server.db.client))))
    )
  )

const text = (item: unknown): string => (typeof item === "string" ? item : String((item as { title?: string }).title ?? ""))
const titles = (list: ReadonlyArray<unknown> | null | undefined) => (list ?? []).map(text)

/** The module contents a PM reads, without ids, versions and clock readings. */
const waterfallModules = (a: ProjectArtefacts) => ({
  goals: titles(a.scope?.goals),
  deliverables: titles(a.scope?.deliverables),
  constraints: titles(a.scope?.constraints),
  out_of_scope: titles(a.scope?.out_of_scope),
  in_scope: a.scope?.InScope,
  background: typeof a.scope?.background === "string" ? a.scope.background : a.scope?.background?.text,
  stakeholders: (a.stakeholders ?? []).map((s) => [s.name, s.role, s.board_role ?? null, s.R, s.A, s.C, s.I, s.influence, s.interest]),
  risks: (a.risks ?? []).map((r) => [r.title, r.likelihood, r.impact, r.mitigation]),
  wbs: (a.wbs ?? []).map((r) => [r.task, r.duration_days, r.start_date, r.end_date, r.predecessors ?? ""]),
  summary: a.executionSummary?.content_md,
  budget: (a.budget?.items ?? []).map((b) => [b.category, b.item, b.estimated_cost]),
  currency: a.budget?.config?.currency,
  comms: (a.comms?.channels ?? []).map((c) => [c.channel, c.cadence])
})

const agileModules = (a: ProjectArtefacts) => ({
  vision: a.agileScope?.vision?.text,
  outcomes: titles(a.agileScope?.problems_outcomes?.outcomes),
  epics: (a.epics ?? []).map((e) => [e.key, e.name]),
  stories: (a.stories ?? []).map((s) => [s.as_a, s.i_want, s.points]),
  lanes: [a.release?.lanes?.now?.length, a.release?.lanes?.next?.length, a.release?.lanes?.later?.length],
  schedule: (a.schedule?.tasks ?? []).map((t) => [t.title, t.type, t.start_date, t.end_date]),
  risks: (a.risks ?? []).map((r) => [r.title, r.likelihood, r.impact]),
  budget: (a.budget?.items ?? []).map((b) => [b.category, b.item, b.estimated_cost]),
  stakeholders: (a.stakeholders ?? []).map((s) => [s.name, s.role]),
  comms: (a.comms?.channels ?? []).map((c) => [c.channel, c.cadence])
})

beforeAll(() => ensureBuilt(), 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe.each(backends())("a project from a brief on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { ADMIN_EMAIL, ADMIN_PASSWORD })
  })
  afterAll(async () => {
    await server?.stop()
  })

  const readDraft = async (client: ApiClient, brief: string) => {
    const read = await client.post("/api/briefs/read", { text: brief })
    expect(read.status).toBe(200)
    const drafted = await client.post("/api/projects/draft", { brief: read.json.form })
    expect(drafted.status).toBe(200)
    return { form: read.json.form, ...drafted.json }
  }

  it("waterfall: the saved modules are what initpack pack drafts from the brief; nothing is saved before the save", async () => {
    const { client, id: userId } = await subscribedUser(server.url)
    const { form, draft, signature, steps } = await readDraft(client, WATERFALL_BRIEF)
    expect(form).toMatchObject({ name: "Riverside Library Refurbishment", method: "waterfall", start: "2026-03-02", currency: "GBP" })
    expect(steps.map((s: { label: string }) => s.label)).toEqual(["Scope", "Stakeholders & RACI", "Risk register", "WBS", "Execution summary", "Budget", "Comms plan"])
    // drafting saved nothing
    expect((await client.get("/api/projects")).json.projects).toEqual([])

    const saved = await client.post("/api/projects/from-draft", { draft, signature, removed: [] })
    expect(saved.status).toBe(201)
    expect(saved.json).toMatchObject({ name: "Riverside Library Refurbishment", methodology: "waterfall", project_id: saved.json.id })
    const stored = await savedArtefacts(server, userId, saved.json.id)
    const packed = await packArtefacts("tests/fixtures/briefs/library-refurbishment.md")
    const fromDb = waterfallModules(stored!)
    expect(fromDb.wbs.length).toBeGreaterThan(5)
    expect(fromDb.budget.length).toBeGreaterThan(2)
    expect(fromDb).toEqual(waterfallModules(packed))
  }, 90_000)

  it("agile: the same for every agile module", async () => {
    const { client, id: userId } = await subscribedUser(server.url)
    const { draft, signature, method } = await readDraft(client, AGILE_BRIEF)
    expect(method).toBe("agile")
    const saved = await client.post("/api/projects/from-draft", { draft, signature })
    expect(saved.status).toBe(201)
    expect(saved.json.methodology).toBe("agile")
    const stored = await savedArtefacts(server, userId, saved.json.id)
    const packed = await packArtefacts("tests/fixtures/briefs/booking-app.txt")
    const fromDb = agileModules(stored!)
    expect(fromDb.stories.length).toBeGreaterThan(3)
    expect(fromDb.schedule.length).toBeGreaterThan(3)
    expect(fromDb).toEqual(agileModules(packed))
  }, 90_000)

  it("unticked lines are not saved: a risk and a WBS task with its links", async () => {
    const { client, id: userId } = await subscribedUser(server.url)
    const { draft, signature } = await readDraft(client, WATERFALL_BRIEF)
    const lines = reviewLines(draft)
    const risk = lines.find((l) => l.module === "risks")!
    const task = lines.find((l) => l.module === "wbs" && l.depth === 1)!
    const saved = await client.post("/api/projects/from-draft", { draft, signature, removed: [risk.key, task.key] })
    expect(saved.status).toBe(201)
    const stored = (await savedArtefacts(server, userId, saved.json.id))!
    expect(stored.risks).toHaveLength(draft.risks.length - 1)
    expect(stored.risks!.map((r) => r.title)).not.toContain(draft.risks[0].title)
    const removedTask = draft.wbs.find((r: { id: string }) => `wbs.${r.id}` === task.key)
    expect(stored.wbs).toHaveLength(draft.wbs.length - 1)
    expect(stored.wbs!.map((r) => r.task)).not.toContain(removedTask.task)
  }, 60_000)

  it("each kept line's provenance is saved for the owner; editing a drafted risk makes it the user's", async () => {
    const { client } = await subscribedUser(server.url)
    const { draft, signature } = await readDraft(client, WATERFALL_BRIEF)
    const saved = await client.post("/api/projects/from-draft", { draft, signature, removed: [] })
    const id = saved.json.id
    const before = await client.get(`/api/projects/${id}/provenance`)
    const keys = (body: { lines: ReadonlyArray<{ key: string }> }) => (body.lines ?? []).map((l) => l.key)
    expect(before.status).toBe(200)
    // every drafted line has its provenance (keyed by the saved project's own lines: WBS rows by their saved ids),
    // and the counts are the assumed lines per module
    const modules = (lines: ReadonlyArray<{ module: string }>) => lines.map((l) => l.module)
    expect(modules(before.json.lines)).toEqual(modules(reviewLines(draft)))
    const assumed = before.json.lines.filter((l: { provenance: { kind: string } }) => l.provenance.kind === "assumed")
    expect(assumed.length).toBeGreaterThan(0)
    expect(Object.values(before.json.assumed).reduce((n: number, c) => n + (c as number), 0)).toBe(assumed.length)
    const riskKeys = keys(before.json).filter((k: string) => k.startsWith("risks."))
    expect(riskKeys.length).toBeGreaterThan(2)

    // another user's project answers 404
    const other = await subscribedUser(server.url)
    expect((await other.client.get(`/api/projects/${id}/provenance`)).status).toBe(404)

    // the second risk's mitigation edited on the risk screen: its provenance goes (its title is unchanged), the others stay
    const risks = (await client.get(`/api/risk/list?project_id=${id}`)).json.risks as Array<{ id: number; title: string; version: number }>
    const edited = risks.find((r) => r.title === draft.risks[1].title)!
    const update = await client.post("/api/risk/update", { project_id: id, risk_id: edited.id, version: edited.version, fields: { mitigation: "Our own plan" } })
    expect(update.status).toBe(200)
    const after = (await client.get(`/api/projects/${id}/provenance`)).json
    expect(keys(after)).toEqual(keys(before.json).filter((k: string) => k !== "risks.1"))

    // the stakeholder screen saves every row: rows saved as they were keep their provenance, the one changed (its
    // interest, not its name or role) loses it
    const byKey = (body: { lines: ReadonlyArray<{ key: string; module: string }> }) => keys(body).filter((k: string) => k.startsWith("stakeholders."))
    const stakeholders = (await client.get(`/api/stakeholder/list?project_id=${id}`)).json.stakeholders as Array<Record<string, unknown> & { id: number; interest: number }>
    expect(stakeholders.length).toBeGreaterThan(2)
    const rows = stakeholders.map((r, i) => ({ ...r, interest: i === 2 ? (r.interest === 9 ? 8 : 9) : r.interest }))
    const upsert = await client.post("/api/stakeholder/upsert", { project_id: id, stakeholders: rows })
    expect(upsert.status).toBe(200)
    const afterStakeholders = (await client.get(`/api/projects/${id}/provenance`)).json
    expect(byKey(afterStakeholders)).toEqual(byKey(after).filter((k: string) => k !== "stakeholders.2"))
    expect(keys(afterStakeholders).filter((k: string) => !k.startsWith("stakeholders."))).toEqual(keys(after).filter((k: string) => !k.startsWith("stakeholders.")))

    // the scope screen saves the whole scope: saved as it was, every item keeps its provenance; a KPI target set on
    // the drafted goal whose stock KPI had no figure (its title unchanged) makes that goal the user's
    const scopeKeys = (body: { lines: ReadonlyArray<{ key: string }> }) => keys(body).filter((k: string) => k.startsWith("scope."))
    const latest = (await client.get(`/api/scope/latest?project_id=${id}`)).json
    expect((await client.post("/api/scope/save", { project_id: id, scope: latest.scope, version: latest.version })).status).toBe(200)
    expect(scopeKeys((await client.get(`/api/projects/${id}/provenance`)).json)).toEqual(scopeKeys(afterStakeholders))
    const goal = afterStakeholders.lines.find((l: { key: string; provenance: { kind: string; reason?: string } }) => l.key.startsWith("scope.goals.") && l.provenance.kind === "assumed" && /stock KPI/.test(l.provenance.reason ?? ""))
    expect(goal).toBeDefined()
    // the Reports appendix lists it from the saved provenance (a saved project keeps no brief text: its content alone
    // would not show the stock KPI as assumed)
    const appendix = async () => {
      const pid = await client.get(`/api/reports/doc?project_id=${id}&doc_type=pid&format=md&with_assumptions=1`)
      expect(pid.status).toBe(200)
      return pid.text.split("Appendix: Assumptions to confirm")[1] ?? ""
    }
    expect(await appendix()).toContain(goal.text)
    const index = Number(goal.key.split(".").pop())
    const goals = latest.scope.goals.map((g: { kpis: Array<{ target: string }> }, i: number) => (i === index ? { ...g, kpis: g.kpis.map((k) => ({ ...k, target: "95% of milestones on time" })) } : g))
    expect((await client.post("/api/scope/save", { project_id: id, scope: { ...latest.scope, goals }, version: latest.version + 1 })).status).toBe(200)
    const afterScope = (await client.get(`/api/projects/${id}/provenance`)).json
    expect(scopeKeys(afterScope)).toEqual(scopeKeys(afterStakeholders).filter((k: string) => k !== goal.key))
    expect(afterScope.assumed.scope ?? 0).toBe((afterStakeholders.assumed.scope ?? 0) - 1)
    expect(await appendix()).not.toContain(goal.text)

    // a project made otherwise has no saved provenance
    const plain = (await client.post("/api/projects", { name: "Made by hand", methodology: "waterfall" })).json
    expect((await client.get(`/api/projects/${plain.id}/provenance`)).json).toEqual({ project_id: plain.id, lines: [], assumed: {} })
  }, 60_000)

  it("agile: a schedule task edited on its screen is the user's; the other tasks keep their provenance", async () => {
    const { client } = await subscribedUser(server.url)
    const { draft, signature } = await readDraft(client, AGILE_BRIEF)
    const id = (await client.post("/api/projects/from-draft", { draft, signature })).json.id
    const scheduleLines = async () =>
      ((await client.get(`/api/projects/${id}/provenance`)).json.lines as Array<{ module: string; text: string }>).filter((l) => l.module === "schedule").map((l) => l.text)
    const before = await scheduleLines()
    expect(before).toHaveLength(draft.schedule.tasks.length)
    const tasks = (await client.get(`/api/agile/schedule?project_id=${id}`)).json.tasks as Array<{ id: number; title: string; type: string; duration_days: number }>
    const task = tasks.find((t) => t.type === "task" && t.duration_days > 1)!
    const edited = await client.call("PATCH", `/api/agile/schedule/task/${task.id}`, { duration_days: task.duration_days + 3 })
    expect(edited.status).toBe(200)
    const after = await scheduleLines()
    expect(after).toHaveLength(before.length - 1)
    expect(after.some((t) => t.startsWith(`${task.title} (`) || t === task.title)).toBe(false)
  }, 60_000)

  it("refuses a changed draft, a taken name and a plan's limits, and saves nothing", async () => {
    const { client } = await subscribedUser(server.url)
    const { draft, signature } = await readDraft(client, WATERFALL_BRIEF)
    const forged = await client.post("/api/projects/from-draft", { draft: { ...draft, project: { ...draft.project, name: "Another" } }, signature })
    expect(forged.status).toBe(400)
    expect(forged.json.error).toBe(M.DRAFT_CHANGED)
    expect((await client.post("/api/projects", { name: draft.project.name, methodology: "waterfall" })).status).toBe(201)
    const taken = await client.post("/api/projects/from-draft", { draft, signature })
    expect(taken.status).toBe(409)
    expect(taken.json.error).toBe(PROJECT_NAME_TAKEN)
    expect((await client.get("/api/projects")).json.projects).toHaveLength(1)

    // the free plan drafts what it allows (one item per scope tab, one risk, no stakeholders, WBS or comms) and saves it
    const free = new ApiClient(server.url)
    await register(free)
    expect((await free.post("/api/subscriptions/free", {})).status).toBe(200)
    const freeDraft = await readDraft(free, WATERFALL_BRIEF)
    expect(freeDraft.draft.scope.goals).toHaveLength(1)
    expect(freeDraft.draft.risks).toHaveLength(1)
    expect(freeDraft.draft.stakeholders).toEqual([])
    expect(freeDraft.draft.wbs).toEqual([])
    expect(freeDraft.draft.comms).toBeNull()
    expect((await free.post("/api/projects/from-draft", { draft: freeDraft.draft, signature: freeDraft.signature })).status).toBe(201)
    // its one project is made: the next is refused with the plan's message
    const second = (await free.post("/api/projects/draft", { brief: { ...freeDraft.form, name: "Second library" } })).json
    const again = await free.post("/api/projects/from-draft", { draft: second.draft, signature: second.signature })
    expect(again.status).toBe(402)
    expect(again.json.error).toBe(MAX_PROJECTS_REACHED)
    expect((await free.get("/api/projects")).json.projects).toHaveLength(1)

    // a paid draft saved after the plan dropped to free: the project would be created, then its scope (more than one
    // item per tab) refused with the 402 message; the one transaction saves nothing, not even the project
    const dropped = await subscribedUser(server.url)
    const paidDraft = await readDraft(dropped.client, WATERFALL_BRIEF)
    const admin = await signInAdmin(server.url)
    expect((await admin.call("PATCH", `/api/admin/users/${dropped.id}`, { plan: "free" })).status).toBe(200)
    const limited = await dropped.client.post("/api/projects/from-draft", { draft: paidDraft.draft, signature: paidDraft.signature })
    expect(limited.status).toBe(402)
    expect(limited.json).toMatchObject({ error: FREE_SCOPE_ONE_ITEM_PER_TAB, message: FREE_SCOPE_ONE_ITEM_PER_TAB, cta: { label: "Subscription Status", path: "/account/billing" } })
    expect((await dropped.client.get("/api/projects")).json.projects).toEqual([])
    expect((await dropped.client.get("/api/projects/capacity")).json).toMatchObject({ used: 0 })
    // and agile is refused before anything is drafted
    const agileForm = (await free.post("/api/briefs/read", { text: AGILE_BRIEF })).json.form
    const agile = await free.post("/api/projects/draft", { brief: agileForm })
    expect(agile.status).toBe(402)
  }, 60_000)

  it("a bad upload gets a clear message and saves nothing", async () => {
    const { client } = await subscribedUser(server.url)
    const upload = (file_name: string, bytes: Buffer) => client.post("/api/briefs/read", { file_name, content_base64: bytes.toString("base64") })
    const cases: Array<[Awaited<ReturnType<typeof upload>>, number, string]> = [
      [await upload("brief.docx", Buffer.from("not a word document")), 400, M.BRIEF_NOT_A_DOCUMENT],
      [await upload("photo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47])), 400, M.BRIEF_NOT_A_DOCUMENT],
      [await upload("brief.txt", Buffer.from("")), 400, M.BRIEF_EMPTY],
      [await upload("brief.md", Buffer.alloc(M.BRIEF_MAX_BYTES + 10, "a")), 413, M.BRIEF_TOO_LARGE],
      [await upload("brief.yaml", Buffer.from("summary: a brief without a project\n")), 400, PROJECT_NAME_REQUIRED],
      [await client.post("/api/briefs/read", { text: "   " }), 400, M.BRIEF_EMPTY]
    ]
    for (const [answer, status, message] of cases) {
      expect(answer.status).toBe(status)
      expect(answer.json.error).toBe(message)
    }
    const nameless = await client.post("/api/projects/draft", { brief: { ...(await client.post("/api/briefs/read", { text: AGILE_BRIEF })).json.form, name: " " } })
    expect(nameless.status).toBe(400)
    expect(nameless.json.error).toBe(PROJECT_NAME_REQUIRED)
    expect((await client.get("/api/projects")).json.projects).toEqual([])
    // signed out: 401
    expect((await new ApiClient(server.url).post("/api/briefs/read", { text: AGILE_BRIEF })).status).toBe(401)
  }, 60_000)
})
