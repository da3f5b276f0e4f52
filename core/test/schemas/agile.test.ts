import { describe, expect, it } from "vitest"
import { AgileScope, AgileScopeRecord, Persona } from "../../src/schemas/agile-scope"
import { Epic } from "../../src/schemas/epic"
import { ReleasePlan } from "../../src/schemas/release"
import { NewScheduleTask, Schedule, ScheduleTask } from "../../src/schemas/schedule"
import { NewStory, Story } from "../../src/schemas/story"
import { decode, failure, issues, roundTrip } from "./decode-helpers"

describe("Agile scope (agile.md §3)", () => {
  it("a partial object decodes with empty defaults", () => {
    const scope = decode(AgileScope, { vision: { text: "Faster claims" } })
    expect(scope).toEqual({
      vision: { text: "Faster claims", north_star_metric: "" },
      problems_outcomes: { problems: [], outcomes: [], okrs: [] },
      personas: [],
      nfrs: { security: [], performance: [], privacy: [], compliance: [] },
      definitions: { dor: [], dod: [] },
      telemetry: { dash_metrics: [], events: [] },
      assumptions: [],
      constraints: [],
      dependencies: [],
      top_risks: []
    })
    expect(decode(AgileScope, {})).toEqual({ ...scope, vision: { text: "", north_star_metric: "" } })
  })
  it("items accept alternate names and drop empty titles (agile.md §4)", () => {
    const scope = decode(AgileScope, {
      problems_outcomes: { problems: [{ name: "Slow", desc: "Takes weeks" }, { text: " " }] },
      nfrs: { security: [{ line: "SSO" }] },
      definitions: { dod: ["Tested", ""] },
      assumptions: [{ text: "Team of 5", description: "d" }]
    })
    expect(scope.problems_outcomes.problems).toEqual([{ title: "Slow", rationale: "Takes weeks" }])
    expect(scope.nfrs.security).toEqual([{ title: "SSO", rationale: "" }])
    expect(scope.definitions.dod).toEqual([{ title: "Tested", rationale: "" }])
    expect(scope.assumptions).toEqual([{ title: "Team of 5", rationale: "d" }])
  })
  it("telemetry lists are plain strings; a newline string is split", () => {
    expect(decode(AgileScope, { telemetry: { dash_metrics: "DAU\n\nConversion", events: ["signup", " "] } }).telemetry).toEqual({
      dash_metrics: ["DAU", "Conversion"],
      events: ["signup"]
    })
  })
  it("personas: name, jtbd, pains (comma-separated accepted); nameless personas dropped", () => {
    expect(decode(Persona, { name: "Clerk", jtbd: "File claims", pains: "slow, manual ,," })).toEqual({
      name: "Clerk",
      jtbd: "File claims",
      pains: ["slow", "manual"]
    })
    expect(decode(AgileScope, { personas: [{ name: "" }, { name: "A" }] }).personas).toEqual([{ name: "A", jtbd: "", pains: [] }])
  })
  it("the read call's answer carries project_id and the scope, and round-trips", () => {
    const record = decode(AgileScopeRecord, { project_id: 3, scope: { vision: "V" } })
    expect(record.scope.vision).toEqual({ text: "V", north_star_metric: "" })
    expect(roundTrip(AgileScopeRecord, record).second).toEqual(record)
  })
})

describe("Epic (agile.md §3)", () => {
  it("needs a non-empty name (agile.md §5)", () => {
    expect(failure(Epic, { name: "  " })).toContain("Epic name is required.")
  })
  it("nfr_tags is a list; order_index a whole number", () => {
    expect(decode(Epic, { title: "Onboarding", nfr_tags: "security, privacy", order_index: 10 })).toEqual({
      id: null,
      key: "",
      name: "Onboarding",
      outcome_link: "",
      nfr_tags: ["security", "privacy"],
      order_index: 10
    })
  })
})

describe("Story (agile.md §3, §5)", () => {
  const canonical = {
    id: 1,
    epic_id: 2,
    as_a: "clerk",
    i_want: "to upload",
    so_that: "claims move",
    acceptance: ["PDF accepted", "Max 10 MB"],
    points: 3,
    priority: 1,
    status: "in_progress",
    order_index: 20
  }
  it("round-trips the canonical form", () => {
    expect(roundTrip(Story, canonical)).toEqual({ first: canonical, encoded: canonical, second: canonical })
  })
  it("acceptance: one line per criterion, blank lines dropped", () => {
    expect(decode(Story, { acceptance: "PDF accepted\n\n   \nMax 10 MB\r\n" }).acceptance).toEqual(["PDF accepted", "Max 10 MB"])
    expect(decode(Story, { acceptance: ["a", "", "  b "] }).acceptance).toEqual(["a", "b"])
  })
  it("points are at least 0 or null", () => {
    expect(decode(Story, { points: 0 }).points).toBe(0)
    expect(decode(Story, { points: "" }).points).toBeNull()
    expect(decode(Story, { points: "5" }).points).toBe(5)
    expect(issues(Story, { points: -1 })).toEqual([
      { path: ["points"], message: "points must be a number of at least 0, or empty" }
    ])
  })
  it("priority is P1, P2, P3 or none, stored as 1 to 3", () => {
    expect(decode(Story, { priority: "P2" }).priority).toBe(2)
    expect(decode(Story, { priority: 3 }).priority).toBe(3)
    expect(decode(Story, { priority: "none" }).priority).toBeNull()
    expect(decode(Story, {}).priority).toBeNull()
    expect(failure(Story, { priority: 4 })).toContain("priority must be P1, P2, P3 or none (stored as 1 to 3)")
  })
  it("status is todo, in_progress, done or blank", () => {
    expect(decode(Story, { status: "In Progress" }).status).toBe("in_progress")
    expect(decode(Story, { status: null }).status).toBe("")
    expect(failure(Story, { status: "blocked" })).toContain('got "blocked"')
  })
  it("quick add needs As a and I want; new stories start as todo", () => {
    expect(decode(NewStory, { as_a: "user", i_want: "x" })).toMatchObject({ status: "todo", so_that: "" })
    const messages = issues(NewStory, { as_a: " ", i_want: "" }).map((i) => i.message)
    expect(messages).toEqual(["As a is required.", "I want is required."])
  })
})

describe("Release plan (agile.md §3, §5, §9)", () => {
  it("defaults: empty lanes, WIP Now 25, Next and Later 9999", () => {
    expect(decode(ReleasePlan, {})).toEqual({
      lanes: { now: [], next: [], later: [] },
      wip_limits: { now: 25, next: 9999, later: 9999 }
    })
  })
  it("a WIP limit of 0 becomes 1; negative is rejected", () => {
    expect(decode(ReleasePlan, { wip_limits: { now: 0 } }).wip_limits.now).toBe(1)
    expect(failure(ReleasePlan, { wip_limits: { now: -2 } })).toContain("WIP limit must be a whole number of at least 1")
  })
  it("lane entries are story_id and order_index; round-trips", () => {
    const plan = { lanes: { now: [{ story_id: 4, order_index: 10 }], next: [], later: [] }, wip_limits: { now: 20, next: 9999, later: 9999 } }
    expect(roundTrip(ReleasePlan, plan).encoded).toEqual(plan)
  })
})

describe("Schedule (agile.md §3, §9)", () => {
  it("new rows default to title TBA, 5 days, type task", () => {
    expect(decode(NewScheduleTask, { project_name: "P" })).toEqual({
      project_name: "P",
      title: "TBA",
      duration_days: 5,
      type: "task",
      parent_id: null,
      phase_id: null,
      order_index: 0
    })
  })
  it("accepts task for title and sprint_* badges as a fallback", () => {
    const t = decode(ScheduleTask, { id: 1, task: "Sprint 1", type: "sprint", sprint_epics: 2, sprint_stories: 5, sprint_points: 21 })
    expect(t).toMatchObject({ title: "Sprint 1", badge_epics: 2, badge_stories: 5, badge_points: 21 })
    const both = decode(ScheduleTask, { id: 1, badge_points: 8, sprint_points: 21 })
    expect(both.badge_points).toBe(8)
  })
  it("resource_json keeps text or JSON; roles as a list become JSON text", () => {
    expect(decode(ScheduleTask, { id: 1, resource_json: "BA, Dev" }).resource_json).toBe("BA, Dev")
    expect(decode(ScheduleTask, { id: 1, resource_json: ["BA", "Dev"] }).resource_json).toBe('["BA","Dev"]')
  })
  it("rejects an unknown type and a negative duration", () => {
    expect(failure(ScheduleTask, { id: 1, type: "milestone" })).toContain('got "milestone"')
    expect(failure(ScheduleTask, { id: 1, duration_days: -3 })).toContain("duration_days must be a number of at least 0")
  })
  it("the schedule answer holds plan, phases and tasks", () => {
    const s = decode(Schedule, {
      plan: { title: "Plan", project_name: "P", base_start: "2025-03-03" },
      phases: [{ id: 1, title: "Discovery" }],
      tasks: [{ id: 2, phase_id: 1, title: "Kick-off", type: "gate", duration_days: 0 }]
    })
    expect(s.plan).toEqual({ title: "Plan", project_name: "P", base_start: "2025-03-03" })
    expect(s.phases).toEqual([{ id: 1, name: "Discovery" }])
    expect(s.tasks[0]).toMatchObject({ type: "gate", duration_days: 0, start_date: null })
    expect(roundTrip(Schedule, s).second).toEqual(s)
  })
})
