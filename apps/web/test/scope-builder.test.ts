import { describe, expect, it } from "vitest"
import { SCOPE_BACKGROUND_NOT_ITEMS, SCOPE_ITEM_TITLE_REQUIRED } from "@initpack/core/messages/scope"
import { UPGRADE_CTA } from "@initpack/core/rules/platform/upgrade-message"
import { planLimitOf } from "../src/lib/plan-limit"
import {
  addItem, addKpis, changeSection, deleteItem, deleteKpi, editItem, editKpi, expandItem, revertSection, saveBody, scopeFromAnswer, scopeTitles,
  undoSection, visibleSections, type ScopeState
} from "../src/features/scope/lib/scope-model"

const answer = {
  found: true,
  project_id: 7,
  scope: {
    Objectives: [{ name: "Cut errors", desc: "Fewer mis-picks", kpis: [{ metric: "Error rate", target: "<1%", recommended: true }, { metric: " error  RATE ", target: "x" }] }],
    deliverables: ["Scanners", { title: "  " }, { text: "Training", detail: "Two sessions" }],
    Out_of_Scope: [{ title: "ERP upgrade" }],
    questions: [{ title: "Which depots first?" }],
    in_scope: "Scanners in three depots.",
    setup_flags: { delivery_approach: "Waterfall", procurement: "Hardware", third_parties: "Vendor", has_hardware: true },
    clarification_answers: { "Why?": "Errors" },
    background: { text: "Drivers", saved_at: "2026-01-02T03:04:05.000Z" }
  },
  history: { goals: [{ ts: "2026-01-01T00:00:00.000Z", label: "Before AI generate", items: [{ title: "Old goal" }] }] },
  version: 4,
  saved_at: "2026-01-02T03:04:05.000Z"
}

const state = (): ScopeState => {
  const s = scopeFromAnswer(answer)
  if (!s) throw new Error("no scope")
  return s
}

describe("Scope Builder state (waterfall.md §3, §4, §5)", () => {
  it("§3: reads capitalised keys and alternate field names, drops blank titles, de-duplicates KPIs, keeps setup flags", () => {
    const s = state()
    expect(s.sections.goals).toEqual([{ title: "Cut errors", rationale: "Fewer mis-picks", kpis: [{ metric: "Error rate", target: "<1%", recommended: true }] }])
    expect(s.sections.deliverables).toEqual([{ title: "Scanners", rationale: "" }, { title: "Training", rationale: "Two sessions" }])
    expect(s.sections.out_of_scope.map((i) => i.title)).toEqual(["ERP upgrade"])
    expect(s.setup).toMatchObject({ procurement: "Hardware", third_parties: "Vendor", has_hardware: true })
    expect(s.background).toEqual({ text: "Drivers", savedAt: "2026-01-02T03:04:05.000Z", savedText: "Drivers" })
    expect(s.version).toBe(4)
    expect(s.history.goals?.[0]?.items).toEqual([{ title: "Old goal", rationale: "", kpis: [] }])
  })

  it("no saved scope reads as undefined", () => {
    expect(scopeFromAnswer({ found: false, scope: null, message: "No saved scope found." })).toBeUndefined()
  })

  it("§2: the six core tabs always, phases/risks/questions only when present", () => {
    expect(visibleSections(state().sections)).toEqual(["goals", "deliverables", "assumptions", "constraints", "dependencies", "out_of_scope", "questions"])
  })

  it("§5: manual add needs a trimmed title, the rationale is optional, never on Background; goals get an empty KPI list", () => {
    expect(addItem([], "goals", "   ", "x")).toEqual({ ok: false, error: SCOPE_ITEM_TITLE_REQUIRED })
    expect(addItem([], "background", "T", "")).toEqual({ ok: false, error: SCOPE_BACKGROUND_NOT_ITEMS })
    expect(addItem([], "goals", "  New goal ", "")).toEqual({ ok: true, value: [{ title: "New goal", rationale: "", kpis: [] }] })
    expect(addItem([{ title: "A", rationale: "" }], "deliverables", "B", " why ")).toEqual({ ok: true, value: [{ title: "A", rationale: "" }, { title: "B", rationale: "why" }] })
  })

  it("edit keeps the KPIs and refuses a blank title; delete removes one row", () => {
    const goals = state().sections.goals
    const edited = editItem(goals, 0, "Cut errors by 40%", "")
    expect(edited.ok && edited.value[0]).toEqual({ title: "Cut errors by 40%", rationale: "", kpis: goals[0]!.kpis })
    expect(editItem(goals, 0, " ", "")).toEqual({ ok: false, error: SCOPE_ITEM_TITLE_REQUIRED })
    expect(deleteItem(state().sections.deliverables, 0).map((i) => i.title)).toEqual(["Training"])
  })

  it("§4: each change records the previous items; Undo restores the latest, Revert a chosen one and drops later ones", () => {
    let s = state()
    const original = s.sections.deliverables
    s = changeSection(s, "deliverables", [...original, { title: "One", rationale: "" }], "Add item", "t1")
    s = changeSection(s, "deliverables", [...s.sections.deliverables, { title: "Two", rationale: "" }], "Add item", "t2")
    s = changeSection(s, "deliverables", deleteItem(s.sections.deliverables, 0), "Delete item", "t3")
    expect(s.history.deliverables).toHaveLength(3)
    const undone = undoSection(s, "deliverables")!
    expect(undone.sections.deliverables.map((i) => i.title)).toEqual(["Scanners", "Training", "One", "Two"])
    expect(undone.history.deliverables).toHaveLength(2)
    const reverted = revertSection(s, "deliverables", 0)!
    expect(reverted.sections.deliverables).toEqual(original)
    expect(reverted.history.deliverables).toHaveLength(1)
    expect(undoSection(state(), "deliverables")).toBeUndefined()
    expect(revertSection(s, "deliverables", 9)).toBeUndefined()
  })

  it("§9: the undo history keeps the last 20 entries per section", () => {
    let s = state()
    for (let i = 0; i < 25; i++) s = changeSection(s, "assumptions", [{ title: `A${i}`, rationale: "" }], "Edit item", `t${i}`)
    expect(s.history.assumptions).toHaveLength(20)
    expect(s.history.assumptions?.[19]?.items[0]?.title).toBe("A23")
  })

  it("§3: more KPIs add only new metrics (case and spaces ignored); a KPI can be deleted", () => {
    const goals = state().sections.goals
    const more = addKpis(goals, 0, [{ metric: "ERROR RATE", target: "0" }, { metric: "Scan time", target: "2 s" }, { metric: "scan  time" }])
    expect(more.added).toBe(1)
    expect(more.items[0]!.kpis!.map((k) => k.metric)).toEqual(["Error rate", "Scan time"])
    expect(addKpis(goals, 0, [{ metric: "error rate" }]).added).toBe(0)
    expect(deleteKpi(more.items, 0, 0)[0]!.kpis!.map((k) => k.metric)).toEqual(["Scan time"])
    // issue 37: a KPI's metric and target can be edited; a blank metric or one the goal has already is refused
    const edited = editKpi(more.items, 0, 1, " Scan  time ", " under 2 s ")
    expect(edited.ok && edited.value[0]!.kpis![1]).toMatchObject({ metric: "Scan time", target: "under 2 s" })
    expect(editKpi(more.items, 0, 1, "  ", "x")).toEqual({ ok: false, error: "A KPI needs a metric." })
    expect(editKpi(more.items, 0, 1, "error RATE", "x")).toEqual({ ok: false, error: "“error RATE” is already a KPI of this goal." })
  })

  it("expand one replaces the rationale and keeps title and KPIs", () => {
    const goals = state().sections.goals
    expect(expandItem(goals, 0, { items: [{ title: "Other", rationale: "Longer why." }] })[0]).toEqual({ ...goals[0], rationale: "Longer why." })
    expect(expandItem(goals, 0, { items: [] })).toBe(goals)
  })

  it("§7: the save body carries sections, narrative, setup, history and the base version", () => {
    const body = saveBody("Depot", state())
    expect(body).toMatchObject({ project_name: "Depot", in_scope: "Scanners in three depots.", version: 4, setup: { procurement: "Hardware" } })
    expect(body.scope.goals[0]!.title).toBe("Cut errors")
    expect(body.history.goals).toHaveLength(1)
    expect("version" in saveBody("Depot", { ...state(), version: undefined })).toBe(false)
    expect(scopeTitles(state().sections)).toEqual(["Cut errors", "Scanners", "Training", "ERP upgrade", "Which depots first?"])
  })
})

describe("plan limit (platform.md §8)", () => {
  it("a 402 gives its message and call to action; other failures are not plan limits", () => {
    expect(planLimitOf({ status: 402, body: { error: "e", message: "One item per tab.", cta: { label: "Upgrade", path: "/pricing" } } }, "f")).toEqual({
      message: "One item per tab.",
      cta: { label: "Upgrade", path: "/pricing" }
    })
    expect(planLimitOf({ status: 402, body: { error: "Refused" } }, "f")).toEqual({ message: "Refused", cta: UPGRADE_CTA })
    expect(planLimitOf({ status: 402, body: { cta: { path: "https://evil.example" } } }, "fallback")).toEqual({ message: "fallback", cta: UPGRADE_CTA })
    expect(planLimitOf({ status: 402, body: { cta: { path: "//evil.example/x" } } }, "fallback")).toEqual({ message: "fallback", cta: UPGRADE_CTA })
    expect(planLimitOf({ status: 409, body: { error: "stale" } }, "f")).toBeNull()
  })
})
