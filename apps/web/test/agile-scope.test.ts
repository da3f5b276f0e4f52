import { describe, expect, it } from "vitest"
import { draftFromScope, expandedVision, itemRow, personaRow, replaceList, scopeDocument } from "../src/features/agile-scope/lib/scope-draft"
import { AGILE_SCOPE_TABS, LIST_KEYS, addCount } from "../src/features/agile-scope/lib/scope-sections"

const stored = {
  vision: { text: "Tickets on phones", north_star_metric: "Weekly riders" },
  problems_outcomes: { problems: [{ title: "Paper tickets", rationale: "Lost often" }, { name: "", detail: "blank" }], outcomes: [{ text: "Faster boarding" }], okrs: [] },
  personas: [{ name: "Ana", jtbd: "Board quickly", pains: ["queues", "lost tickets"] }, { name: "Ben", jtbd: "", pains: "late, costly" }, { name: " ", jtbd: "nameless" }],
  nfrs: { security: [{ title: "PCI DSS", rationale: "" }] },
  definitions: { dod: [{ title: "Tested on iOS and Android" }] },
  telemetry: { dash_metrics: ["Tickets sold", ""], events: ["ticket_scanned"] },
  assumptions: [{ title: "Ferries keep wifi" }],
  top_risks: [{ title: "Card fees", rationale: "" }]
}

describe("Agile Scope draft (agile.md §2, §3)", () => {
  it("has the eight tabs of §2, NFRs in four lists, definitions DoR and DoD, telemetry two plain lists", () => {
    expect(AGILE_SCOPE_TABS.map((t) => t.label)).toEqual(["Problems & Outcomes", "Personas", "NFRs", "Definitions", "Telemetry", "Assumptions", "Constraints", "Dependencies"])
    expect(AGILE_SCOPE_TABS.find((t) => t.id === "nfrs")?.lists.map((l) => l.label)).toEqual(["Security", "Performance", "Privacy", "Compliance"])
    const telemetry = AGILE_SCOPE_TABS.find((t) => t.id === "telemetry")!.lists
    expect(telemetry.map((l) => [l.apiSection, l.kind, addCount(l)])).toEqual([["telemetry.dash_metrics", "strings", 5], ["telemetry.events", "strings", 5]])
    expect(addCount(AGILE_SCOPE_TABS[0]!.lists[0]!)).toBe(3)
    expect(LIST_KEYS).toHaveLength(14)
  })

  it("reads a stored scope: alternate field names, blank titles and nameless personas dropped, personas as lines", () => {
    const draft = draftFromScope(stored)
    expect(draft.vision).toEqual({ text: "Tickets on phones", north_star_metric: "Weekly riders" })
    expect(draft.lists.problems.map((r) => [r.title, r.rationale])).toEqual([["Paper tickets", "Lost often"]])
    expect(draft.lists.outcomes.map((r) => r.title)).toEqual(["Faster boarding"])
    expect(draft.lists.dash_metrics.map((r) => r.title)).toEqual(["Tickets sold"])
    expect(draft.personas.map((p) => p.line)).toEqual(["Ana | Board quickly | queues, lost tickets", "Ben |  | late, costly"])
    expect(draft.lists.constraints).toEqual([])
    expect(new Set([...LIST_KEYS.flatMap((k) => draft.lists[k].map((r) => r.key)), ...draft.personas.map((p) => p.key)]).size).toBe(9)
  })

  it("a plain-string vision and an empty answer read as well", () => {
    expect(draftFromScope({ vision: "Just text" }).vision).toEqual({ text: "Just text", north_star_metric: "" })
    const empty = draftFromScope(undefined)
    expect(empty.personas).toEqual([])
    expect(LIST_KEYS.every((k) => empty.lists[k].length === 0)).toBe(true)
  })

  it("writes the whole document back: same content, telemetry as strings, top risks untouched, empty rows left out", () => {
    const draft = draftFromScope(stored)
    const doc = scopeDocument(draft)
    expect(doc.problems_outcomes.problems).toEqual([{ title: "Paper tickets", rationale: "Lost often" }])
    expect(doc.personas).toEqual([
      { name: "Ana", jtbd: "Board quickly", pains: ["queues", "lost tickets"] },
      { name: "Ben", jtbd: "", pains: ["late", "costly"] }
    ])
    expect(doc.telemetry).toEqual({ dash_metrics: ["Tickets sold"], events: ["ticket_scanned"] })
    expect(doc.top_risks).toEqual(stored.top_risks)
    const edited = { ...replaceList(draft, "constraints", [itemRow("  Budget cap ", " 200k "), itemRow("  ")]), personas: [...draft.personas, personaRow("| no name"), personaRow("")] }
    const out = scopeDocument(edited)
    expect(out.constraints).toEqual([{ title: "Budget cap", rationale: "200k" }])
    expect(out.personas).toHaveLength(2)
  })

  it("a saved document reads back to the same lines and rows (what is typed is what reloads)", () => {
    const draft = draftFromScope(stored)
    const again = draftFromScope(scopeDocument(draft))
    expect(again.personas.map((p) => p.line)).toEqual(draft.personas.map((p) => p.line))
    for (const key of LIST_KEYS) expect(again.lists[key].map((r) => [r.title, r.rationale])).toEqual(draft.lists[key].map((r) => [r.title, r.rationale]))
  })

  it("agile.md §7: expand_vision answers vision, text or in_scope", () => {
    expect(expandedVision({ vision: { text: "A", north_star_metric: "N" }, text: "B" })).toEqual({ text: "A", north_star_metric: "N" })
    expect(expandedVision({ text: "B" })).toEqual({ text: "B", north_star_metric: "" })
    expect(expandedVision({ in_scope: "C", north_star_metric: "M" })).toEqual({ text: "C", north_star_metric: "M" })
    expect(expandedVision({}).text).toBe("")
  })
})
