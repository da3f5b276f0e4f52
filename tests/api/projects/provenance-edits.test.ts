// Issue 35 "editing a line makes it the user's" on the module screens saved whole (budget cost types, the comms
// plan, the backlog, the agile scope, the execution summary): a project drafted from a brief through the API, one
// line edited, that line's marker gone, the others kept, and a save of the module as it was changes nothing.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { repoRoot } from "../../cli/run-cli"
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../admin/admin-client"
import { backends, noticeIfPostgresSkipped, startTestServer, subscribedUser, type ApiClient, type TestServer } from "../../support/server"

noticeIfPostgresSkipped("provenance dropped on module edits")

const WATERFALL_BRIEF = readFileSync(join(repoRoot, "tests/fixtures/briefs/library-refurbishment.md"), "utf8")
const AGILE_BRIEF = readFileSync(join(repoRoot, "tests/fixtures/briefs/booking-app.txt"), "utf8")

interface Line {
  readonly key: string
  readonly module: string
  readonly text: string
  readonly provenance: { readonly kind: string }
}
interface Provenance {
  readonly lines: ReadonlyArray<Line>
  readonly assumed: Readonly<Record<string, number>>
}

describe.each(backends())("provenance of edited lines on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { ADMIN_EMAIL, ADMIN_PASSWORD })
  })
  afterAll(async () => {
    await server?.stop()
  })

  const draftAndSave = async (client: ApiClient, brief: string): Promise<number> => {
    const read = await client.post("/api/briefs/read", { text: brief })
    expect(read.status).toBe(200)
    const drafted = await client.post("/api/projects/draft", { brief: read.json.form })
    expect(drafted.status).toBe(200)
    const saved = await client.post("/api/projects/from-draft", { draft: drafted.json.draft, signature: drafted.json.signature, removed: [] })
    expect(saved.status).toBe(201)
    return saved.json.id as number
  }
  const provenanceOf = async (client: ApiClient, id: number): Promise<Provenance> => {
    const got = await client.get(`/api/projects/${id}/provenance`)
    expect(got.status).toBe(200)
    return got.json
  }
  const keysOf = (p: Provenance, module?: string) => p.lines.filter((l) => module === undefined || l.module === module).map((l) => l.key)
  /** The edit drops exactly `gone` (lines of `modules`) and leaves every other line; the per-module counts follow. */
  const expectDropped = (before: Provenance, after: Provenance, modules: ReadonlyArray<string>, gone: ReadonlyArray<string>) => {
    expect(gone.length).toBeGreaterThan(0)
    expect(keysOf(after)).toEqual(keysOf(before).filter((k) => !gone.includes(k)))
    for (const module of modules) {
      const droppedAssumed = before.lines.filter((l) => l.module === module && gone.includes(l.key) && l.provenance.kind === "assumed").length
      const assumedIn = after.lines.filter((l) => l.module === module && l.provenance.kind === "assumed").length
      expect(after.assumed[module] ?? 0).toBe((before.assumed[module] ?? 0) - droppedAssumed)
      expect(after.assumed[module] ?? 0).toBe(assumedIn)
    }
    expect(Object.fromEntries(Object.entries(after.assumed).filter(([m]) => !modules.includes(m)))).toEqual(
      Object.fromEntries(Object.entries(before.assumed).filter(([m]) => !modules.includes(m)))
    )
  }

  it("waterfall: a budget line's cost type, a comms entry and the execution summary edited are the user's", async () => {
    const { client } = await subscribedUser(server.url)
    const id = await draftAndSave(client, WATERFALL_BRIEF)
    const start = await provenanceOf(client, id)
    expect(keysOf(start, "budget").length).toBeGreaterThan(2)
    expect(keysOf(start, "comms").length).toBeGreaterThan(2)
    expect(keysOf(start, "execution_summary")).toEqual(["execution_summary"])

    // budget: Save & Recalculate with every line as it is keeps every marker; one line turned to the other cost type loses its own
    const snapshot = (await client.get(`/api/budget/snapshot?project_id=${id}`)).json
    const items = snapshot.budget.items as Array<{ id: number; item: string; cost_type: string; rollup?: boolean }>
    const same = await client.post("/api/budget/update_cost_types", { project_id: id, version: snapshot.version, updates: items.map((i) => ({ id: i.id, cost_type: i.cost_type })) })
    expect(same.status).toBe(200)
    expect(keysOf(await provenanceOf(client, id))).toEqual(keysOf(start))
    const target = items.find((i) => !i.rollup)!
    const index = items.indexOf(target)
    const flipped = await client.post("/api/budget/update_cost_types", {
      project_id: id,
      version: snapshot.version + 1,
      updates: [{ id: target.id, cost_type: target.cost_type === "CAPEX" ? "OPEX" : "CAPEX" }]
    })
    expect(flipped.status).toBe(200)
    const afterBudget = await provenanceOf(client, id)
    expectDropped(start, afterBudget, ["budget"], [`budget.${index}`])

    // comms: the plan saved as it was keeps every marker; a channel's owner changed (its line's text is not) loses its own
    const latest = (await client.get(`/api/comms/latest?project_id=${id}&project_approach=Waterfall`)).json
    const body = { project_id: id, project_approach: "Waterfall", project_method: "PRINCE2" }
    const resaved = await client.post("/api/comms/save", { ...body, plan: latest.plan, base_id: latest.id })
    expect(resaved.status).toBe(200)
    expect(keysOf(await provenanceOf(client, id))).toEqual(keysOf(afterBudget))
    const channels = latest.plan.channels as Array<{ channel: string; owner: string }>
    expect(channels.length).toBeGreaterThan(1)
    const plan = { ...latest.plan, channels: channels.map((c, i) => (i === 1 ? { ...c, owner: `${c.owner} and the library manager` } : c)) }
    const edited = await client.post("/api/comms/save", { ...body, plan, base_id: resaved.json.id })
    expect(edited.status).toBe(200)
    const afterComms = await provenanceOf(client, id)
    expectDropped(afterBudget, afterComms, ["comms"], ["comms.channels.1"])

    // the execution summary: a later paragraph edited (its first line, the review's text, unchanged)
    const summary = (await client.get(`/api/wbs/summary?project_id=${id}&phase=execution`)).json
    expect(summary.found).toBe(true)
    const sameSummary = await client.post("/api/wbs/summary/save", { project_id: id, content_md: summary.content_md, version: summary.version })
    expect(sameSummary.status).toBe(200)
    expect(keysOf(await provenanceOf(client, id))).toEqual(keysOf(afterComms))
    const savedSummary = await client.post("/api/wbs/summary/save", { project_id: id, content_md: `${summary.content_md}\n\nOur own closing note.`, version: sameSummary.json.version })
    expect(savedSummary.status).toBe(200)
    expectDropped(afterComms, await provenanceOf(client, id), ["execution_summary"], ["execution_summary"])
  }, 90_000)

  it("agile: an epic, a story, a budget line and a scope item edited are the user's; a story's status is not an edit", async () => {
    const { client } = await subscribedUser(server.url)
    const id = await draftAndSave(client, AGILE_BRIEF)
    const q = `project_id=${id}`
    const start = await provenanceOf(client, id)
    expect(keysOf(start, "epics").length).toBeGreaterThan(1)
    expect(keysOf(start, "stories").length).toBeGreaterThan(3)

    // the backlog saved as it was (renumbered) and with a story moved to done keeps every marker
    const backlog = (await client.get(`/api/agile/backlog?${q}`)).json
    const epics = backlog.epics as Array<{ id: number; name: string; outcome_link: string }>
    const stories = backlog.stories as Array<{ id: number; so_that: string; status: string }>
    const asIs = await client.post("/api/agile/backlog/save", { project_id: id, version: backlog.version, epics, stories: stories.map((s, i) => (i === 0 ? { ...s, status: "done" } : s)) })
    expect(asIs.status).toBe(200)
    expect(keysOf(await provenanceOf(client, id))).toEqual(keysOf(start))

    // the second epic's outcome link and the third story's "so that" edited (their review texts unchanged)
    const epicKey = keysOf(start, "epics")[1]!
    const storyKey = keysOf(start, "stories")[2]!
    const now = asIs.json
    const edited = await client.post("/api/agile/backlog/save", {
      project_id: id,
      version: now.version,
      epics: (now.epics as typeof epics).map((e, i) => (i === 1 ? { ...e, outcome_link: `${e.outcome_link} (our own measure)` } : e)),
      stories: (now.stories as typeof stories).map((s, i) => (i === 2 ? { ...s, so_that: `${s.so_that} sooner` } : s))
    })
    expect(edited.status).toBe(200)
    const afterEpic = await provenanceOf(client, id)
    expectDropped(start, afterEpic, ["epics", "stories"], [epicKey, storyKey])

    // the agile budget: one line's cost type changed
    const budget = (await client.get(`/api/budget/agile/snapshot?${q}`)).json.budget
    const items = budget.items as Array<{ id: number; cost_type: string; rollup?: boolean }>
    const target = items.find((i) => !i.rollup)!
    const unchanged = await client.post("/api/budget/agile/update_cost_types", { project_id: id, updates: items.map((i) => ({ id: i.id, cost_type: i.cost_type })) })
    expect(unchanged.status).toBe(200)
    expect(keysOf(await provenanceOf(client, id))).toEqual(keysOf(afterEpic))
    const flipped = await client.post("/api/budget/agile/update_cost_types", { project_id: id, updates: [{ id: target.id, cost_type: target.cost_type === "CAPEX" ? "OPEX" : "CAPEX" }] })
    expect(flipped.status).toBe(200)
    const afterBudget = await provenanceOf(client, id)
    expectDropped(afterEpic, afterBudget, ["budget"], [`budget.${items.indexOf(target)}`])

    // the agile scope: saved as it was keeps every marker; an outcome's rationale edited (its title kept) loses its own
    const scope = (await client.get(`/api/agile/scope?${q}`)).json
    const resaved = await client.post("/api/agile/scope/save", { project_id: id, data: scope.scope, version: scope.version })
    expect(resaved.status).toBe(200)
    expect(keysOf(await provenanceOf(client, id))).toEqual(keysOf(afterBudget))
    const outcomes = scope.scope.problems_outcomes.outcomes as Array<{ title: string; rationale?: string }>
    expect(outcomes.length).toBeGreaterThan(0)
    const data = { ...scope.scope, problems_outcomes: { ...scope.scope.problems_outcomes, outcomes: outcomes.map((o, i) => (i === 0 ? { ...o, rationale: "Measured by us each sprint" } : o)) } }
    const savedScope = await client.post("/api/agile/scope/save", { project_id: id, data, version: resaved.json.version })
    expect(savedScope.status).toBe(200)
    expectDropped(afterBudget, await provenanceOf(client, id), ["agile_scope"], ["agile_scope.outcomes.0"])
  }, 90_000)
})
