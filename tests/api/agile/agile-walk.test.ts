import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SCHEDULE_PLAN_GENERATED } from "@initpack/core/messages/agile"
import { RELEASE_CSV_HEADER } from "@initpack/core/rules/planning/release/release-csv"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser, SUMMARY } from "./agile-support"

noticeIfPostgresSkipped("agile walk API")

const pts = (s: { points: number | null }) => (typeof s.points === "number" && s.points > 0 ? s.points : 0)

describe.each(backends())("agile walk on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("quick draft -> scope -> epics -> stories -> auto-plan -> schedule -> budget", async () => {
    const { client, projectName } = await agileUser(server.url, "Ferry Tickets")
    const q = `project_name=${encodeURIComponent(projectName)}`
    expect((await client.post("/api/agile/scope/generate", { project_name: projectName, delivery_approach: "agile", seed_context: SUMMARY })).status).toBe(200)

    // epics from the scope
    const epics = await client.post("/api/agile/epics/generate", { project_name: projectName })
    expect(epics.status).toBe(200)
    expect(epics.json.epics.length).toBeGreaterThan(1)
    expect(epics.json.epics.map((e: any) => e.order_index)).toEqual(epics.json.epics.map((_: any, i: number) => (i + 1) * 10))

    // stories: 3 per epic by default, through the fallback path too
    const stories = await client.post("/api/agile/backlog/generate", { project_name: projectName })
    expect(stories.status).toBe(200)
    expect(stories.json.stories.length).toBe(3 * epics.json.epics.length)
    const fallback = await client.post("/api/agile/stories/generate", { project_name: projectName, per_epic: 1, epic_ids: [epics.json.epics[0].id] })
    expect(fallback.status).toBe(200)
    for (const s of fallback.json.stories) {
      expect(["todo", "in_progress", "done", ""]).toContain(s.status)
      expect(s.acceptance.every((l: string) => l.trim() !== "")).toBe(true)
    }

    // save: mark one done, edit one (acceptance blank lines dropped, P2, points), delete one, add one
    const backlog = (await client.get(`/api/agile/backlog?${q}`)).json
    const [first, second, third, ...rest] = backlog.stories
    const saved = await client.post("/api/agile/backlog/save", {
      project_name: projectName,
      version: backlog.version,
      epics: backlog.epics,
      stories: [
        { ...first, status: "done", points: 5 },
        { ...second, acceptance: "Given a ticket\n\n  \nThen it scans", priority: "P2", points: "3" },
        ...rest,
        { epic_id: backlog.epics[1].id, as_a: "commuter", i_want: "to store two cards", so_that: "", acceptance: [], points: null, priority: null, status: "todo" }
      ],
      delete_story_ids: [third.id]
    })
    expect(saved.status).toBe(200)
    const after = saved.json
    expect(after.stories.find((s: any) => s.id === third.id)).toBeUndefined()
    const edited = after.stories.find((s: any) => s.id === second.id)
    expect(edited).toMatchObject({ acceptance: ["Given a ticket", "Then it scans"], priority: 2, points: 3 })
    expect(after.stories.some((s: any) => s.i_want === "to store two cards" && s.points === null)).toBe(true)
    expect(after.stories.map((s: any) => s.order_index)).toEqual(after.stories.map((_: any, i: number) => (i + 1) * 10))

    // stale backlog save: 409 with the current version, nothing lost
    const stale = await client.post("/api/agile/backlog/save", { project_name: projectName, version: backlog.version, epics: [], stories: [], delete_story_ids: [first.id] })
    expect(stale.status).toBe(409)
    expect(stale.json.version).toBe(after.version)
    expect((await client.get(`/api/agile/backlog?${q}`)).json.stories.length).toBe(after.stories.length)

    // bad fields: 400 with the rule's message
    const badPoints = await client.post("/api/agile/backlog/save", { project_name: projectName, stories: [{ as_a: "x", i_want: "y", points: -1 }] })
    expect(badPoints.status).toBe(400)
    expect(badPoints.json.error).toMatch(/points must be a number of at least 0/)

    // auto-plan: done stories left out, Now within the target points
    const target = 13
    const plan = await client.post("/api/agile/release/auto_plan", { project_name: projectName, target_now_points: target })
    expect(plan.status).toBe(200)
    const byId = new Map<number, any>(after.stories.map((s: any) => [s.id, s]))
    const placed = [...plan.json.lanes.now, ...plan.json.lanes.next, ...plan.json.lanes.later].map((e: any) => e.story_id)
    expect(placed).not.toContain(first.id)
    expect(new Set(placed).size).toBe(after.stories.length - 1)
    const nowPoints = plan.json.lanes.now.reduce((sum: number, e: any) => sum + pts(byId.get(e.story_id)), 0)
    expect(nowPoints).toBeLessThanOrEqual(target)
    expect(plan.json.lanes.now.length).toBeGreaterThan(0)
    expect(plan.json.wip_limits.now).toBe(target)
    expect(plan.json.unplaced).toEqual({ count: 1, points: 5 })

    const release = (await client.get(`/api/agile/release?${q}`)).json
    expect(release.lanes).toEqual(plan.json.lanes)
    // WIP 0 becomes 1; a story listed twice keeps its first lane
    const moved = await client.post("/api/agile/release/save", {
      project_name: projectName,
      lanes: { now: [{ story_id: second.id, order_index: 5 }], next: [{ story_id: second.id }], later: [] },
      wip_limits: { now: 0, next: 40, later: 9999 },
      version: release.version
    })
    expect(moved.status).toBe(200)
    expect(moved.json.lanes).toEqual({ now: [{ story_id: second.id, order_index: 10 }], next: [], later: [] })
    expect(moved.json.wip_limits.now).toBe(1)
    const replan = await client.post("/api/agile/release/auto_plan", { project_name: projectName, target_now_points: target })
    expect(replan.json.lanes).toEqual(plan.json.lanes)

    const csv = await client.get(`/api/agile/release/export?${q}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/)
    expect(csv.text.split("\r\n")[0]).toBe(RELEASE_CSV_HEADER.join(","))
    expect(csv.text.trim().split("\r\n").length).toBe(1 + placed.length)

    // schedule: 5 phases, sprints under Execution, badges sum to the backlog's points
    expect((await client.get(`/api/agile/schedule?${q}`)).json).toMatchObject({ plan: null, tasks: [] })
    const generated = await client.post("/api/agile/schedule/generate_plan", { project_name: projectName, base_start: "2026-03-02" })
    expect(generated.status).toBe(200)
    expect(generated.json.message).toBe(SCHEDULE_PLAN_GENERATED)
    const schedule = (await client.get(`/api/agile/schedule?${q}`)).json
    expect(schedule.plan.base_start).toBe("2026-03-02")
    expect(schedule.phases).toHaveLength(5)
    const tasks: Array<any> = schedule.tasks
    const execution = tasks.find((t) => t.type === "phase" && t.title === "Execution")
    const sprints = tasks.filter((t) => t.type === "sprint")
    expect(sprints.length).toBeGreaterThan(0)
    expect(sprints.every((s) => s.parent_id === execution.id && s.phase_id === execution.id)).toBe(true)
    const backlogPoints = after.stories.reduce((sum: number, s: any) => sum + pts(s), 0)
    expect(sprints.reduce((sum, s) => sum + s.badge_points, 0)).toBe(backlogPoints)
    expect(sprints.reduce((sum, s) => sum + s.badge_stories, 0)).toBe(after.stories.length)
    expect(tasks.filter((t) => t.type === "gate").every((g) => g.duration_days === 0)).toBe(true)
    expect(tasks[0]).toMatchObject({ wbs: "1", depth: 0, has_children: true, start_date: "2026-03-02" })

    // rows: add child (TBA, 5 days, task, order 999), indent, outdent, update, delete
    const firstPhase = tasks[0]
    const child = await client.post("/api/agile/schedule/task", { project_name: projectName, parent_id: firstPhase.id, phase_id: firstPhase.id })
    expect(child.status).toBe(200)
    expect(child.json.task).toMatchObject({ title: "TBA", duration_days: 5, type: "task", order_index: 999, parent_id: firstPhase.id })
    const childId = child.json.task.id
    const indented = await client.post(`/api/agile/schedule/task/${childId}/parent`, { action: "indent" })
    expect(indented.status).toBe(200)
    const underGate = indented.json.tasks.find((t: any) => t.id === childId)
    expect(underGate.depth).toBe(2)
    const outdented = await client.post(`/api/agile/schedule/task/${childId}/parent`, { action: "outdent" })
    expect(outdented.json.tasks.find((t: any) => t.id === childId)).toMatchObject({ depth: 1, parent_id: firstPhase.id })
    const cycle = await client.post(`/api/agile/schedule/task/${firstPhase.id}/parent`, { parent_id: childId })
    expect(cycle.status).toBe(400)
    const updated = await client.call("PUT", `/api/agile/schedule/task/${childId}`, { title: "Spike", duration_days: 2, resource: ["Developer"] })
    expect(updated.status).toBe(200)
    expect(updated.json.task).toMatchObject({ title: "Spike", duration_days: 2, resource: "Developer" })
    const toGate = await client.call("PUT", `/api/agile/schedule/task/${childId}`, { type: "gate", duration_days: 4 })
    expect(toGate.json.task.duration_days).toBe(0)
    const recalc = await client.post("/api/agile/schedule/recalc", { project_name: projectName, base_start: "2026-03-07" })
    expect(recalc.json.tasks[0].start_date).toBe("2026-03-09")
    const resources = await client.post("/api/agile/schedule/generate_resources", { project_name: projectName })
    expect(resources.status).toBe(200)
    expect(resources.json.tasks.filter((t: any) => t.type === "sprint").every((t: any) => t.resource.length > 0)).toBe(true)
    const removed = await client.call("DELETE", `/api/agile/schedule/task/${childId}`)
    expect(removed.status).toBe(200)
    expect(removed.json.tasks.some((t: any) => t.id === childId)).toBe(false)
    const tasksCsv = await client.get(`/api/agile/schedule/export?${q}`)
    expect(tasksCsv.status).toBe(200)
    expect(tasksCsv.text.split("\r\n")[0]).toBe("wbs,phase,task,type,duration_days,start_date,end_date,resource,predecessors")

    // budget: CAPEX + OPEX = grand
    const defaults = await client.get("/api/budget/agile/defaults")
    expect(defaults.json).toMatchObject({ contingency_pct: 0.1, default_rate: 110, currency: "AUD", region: "AU", pricing_horizon_months: 12 })
    expect(defaults.json.rates).toMatchObject({ "Project Manager": 130, "Scrum Master": 120 })
    const budget = await client.post("/api/budget/agile/generate", {
      project_name: projectName,
      scope_flags: { has_software: true, has_third_party: false },
      extras_text: { software: "Ticketing SaaS licence", third_party: "" },
      labour_rollup: "sprint_parent_only"
    })
    expect(budget.status).toBe(200)
    const items: Array<any> = budget.json.budget.items
    expect(items.some((i) => i.item === "Project Manager")).toBe(true)
    expect(items.some((i) => i.item === "Scrum Master")).toBe(true)
    expect(items.filter((i) => i.category === "Labour" && i.rollup).every((i) => i.cost_type === "OPEX")).toBe(true)
    const target2 = items.find((i) => !i.rollup && i.category !== "Labour") ?? items.find((i) => !i.rollup)
    const totals = await client.post("/api/budget/agile/update_cost_types", { project_name: projectName, updates: [{ id: target2.id, cost_type: "CAPEX" }] })
    expect(totals.status).toBe(200)
    const { capex, opex, grand } = totals.json.totals
    expect(capex).toBeGreaterThan(0)
    expect(Math.round((capex + opex) * 100)).toBe(Math.round(grand * 100))
    expect(grand).toBe(budget.json.budget.subtotals.total)
    const snapshot = (await client.get(`/api/budget/agile/snapshot?${q}`)).json
    expect(snapshot.budget.items.find((i: any) => i.id === target2.id).cost_type).toBe("CAPEX")
    const summary = (await client.get(`/api/budget/agile/summary?${q}`)).json
    expect(summary.items.length).toBeGreaterThan(0)
    expect(summary.roles).toContain("Scrum Master")
    const budgetCsv = await client.get(`/api/budget/agile/export?${q}`)
    expect(budgetCsv.status).toBe(200)
    expect(budgetCsv.text.split("\r\n")[0]).toBe("category,item,phase,estimated_cost,cost_type,justification")
    // one usage event per AI generation
    const events = await server.sql.query<{ action: string }>("SELECT action FROM usage_events WHERE project_id = $1", [epics.json.project_id])
    const actions = events.map((e) => e.action)
    for (const a of ["ai_agileQuickDraft", "ai_draftEpics", "ai_draftStories", "ai_scheduleResources", "ai_budgetExtras"]) expect(actions).toContain(a)
    expect(actions.filter((a) => a === "ai_draftStories")).toHaveLength(2)

    const noName = await client.get("/api/budget/agile/export")
    expect(noName.status).toBe(400)
    expect(noName.json.error).toBe("Project name is required to export.")
  })
})
