// Task-level rules of the offline drafter (waterfall.md and agile.md §2, §5, §9).
import { describe, expect, it } from "vitest"
import { offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { makeRng, stableStringify } from "@initpack/adapters/drafting/offline/seed"

describe("stakeholder strategy", () => {
  it("waterfall.md §2: proposes a Senior Supplier and a Senior User when only a sponsor is given", () => {
    const out = offlineDrafts.stakeholderStrategy({ project_name: "Atlas ERP Rollout", rows: [{ name: "Dana Whitfield", role: "Chief Financial Officer" }] })
    expect(out.suggestions.find((s) => s.name === "Dana Whitfield")?.board_role).toBe("Project Sponsor")
    const proposed = out.suggestions.filter((s) => s.proposed)
    expect(proposed.map((s) => s.board_role).sort()).toEqual(["Senior Supplier", "Senior User"])
    for (const p of proposed) expect(p.name).toContain("Atlas ERP Rollout")
  })

  it("keeps a board role the user already chose and proposes nothing then", () => {
    const rows = [
      { name: "A", role: "x", board_role: "Project Sponsor" },
      { name: "B", role: "y", board_role: "senior supplier" },
      { name: "C", role: "z", board_role: "Senior User" }
    ]
    const out = offlineDrafts.stakeholderStrategy({ project_name: "P", rows })
    expect(out.suggestions.map((s) => s.board_role)).toEqual(["Project Sponsor", "Senior Supplier", "Senior User"])
    expect(out.suggestions.some((s) => s.proposed)).toBe(false)
  })

  it("issue 37: the supplier's lead may be Senior Supplier; the residents the service is for are never on the board", () => {
    const rows = [
      { name: "Residents", role: "Permit holders", internal_external: "External", board_role: "Senior Supplier" },
      { name: "PayFast", role: "Payments provider", internal_external: "External" },
      { name: "ParkTech", role: "Permit system vendor", org: "ParkTech Ltd", internal_external: "External" },
      { name: "Hana Ito", role: "Head of Parking Services", internal_external: "Internal" }
    ]
    const out = offlineDrafts.stakeholderStrategy({ project_name: "Parking permits", rows, context: "Council replacing its parking-permit system for 40,000 residents with a vendor" }).suggestions
    const residents = out.find((s) => s.name === "Residents")!
    expect(residents).toMatchObject({ on_board: false, board_role: "Other", A: false, C: true, I: true, org: "", role: "Permit holders" })
    expect(residents.responsibilities.join(" ")).toMatch(/Senior User/)
    expect(residents.strategy).toMatch(/Senior User represents them/)
    expect(out.find((s) => s.name === "ParkTech")).toMatchObject({ board_role: "Senior Supplier", on_board: true })
    expect(out.find((s) => s.name === "Hana Ito")?.board_role).not.toBe("Senior Supplier")
    // the residents are represented by a Senior User from the business, named or proposed
    expect(out.some((s) => s.board_role === "Senior User" && s.on_board && !/resident/i.test(s.name))).toBe(true)
    expect(out.filter((s) => s.on_board).map((s) => s.name)).not.toContain("Residents")
  })
})

describe("budget extras", () => {
  const base = { project_name: "Atlas ERP Rollout", context: "cloud ERP for finance" }
  it("drafts lines only for ticked extras, in the config currency", () => {
    const out = offlineDrafts.budgetExtras({ ...base, scope_flags: { has_software: true }, currency: "usd" })
    expect(out.currency).toBe("USD")
    expect(out.items.length).toBeGreaterThan(0)
    expect(new Set(out.items.map((i) => i.category))).toEqual(new Set(["Software"]))
    for (const i of out.items) expect(i.estimated_cost).toBeGreaterThan(0)
  })

  it("waterfall.md §9: defaults to AUD and turns the user's specifics into a line", () => {
    const out = offlineDrafts.budgetExtras({ ...base, scope_flags: { has_third_party: true }, extras_text: { third_party: "Implementation partner for data migration" } })
    expect(out.currency).toBe("AUD")
    expect(out.items[0]?.item).toBe("Implementation partner for data migration")
  })

  it("scales a per-seat line by the number of users named", () => {
    const cost = (n: number) =>
      offlineDrafts.budgetExtras({ project_name: "Portal", scope_flags: { has_software: true }, extras_text: { software: `SaaS licences for ${n} users` } }).items[0]!.estimated_cost
    expect(cost(200)).toBeGreaterThan(cost(20) * 5)
  })
})

describe("KPIs, summary and schedule", () => {
  it("waterfall.md §5: more KPIs run out rather than repeat a metric", () => {
    let existing: Array<{ metric: string; target: string; recommended: boolean }> = []
    for (let round = 0; round < 40; round++) {
      const kpis = offlineDrafts.moreKpis({ project_name: "P", goal_title: "Reduce operating costs", existing_kpis: existing }).kpis
      if (kpis.length === 0) return
      for (const k of kpis) expect(existing.map((e) => e.metric.toLowerCase())).not.toContain(k.metric.toLowerCase())
      existing = [...existing, ...kpis]
    }
    throw new Error("KPIs never ran out")
  })

  it("waterfall.md §2: expand keeps the existing execution summary and adds to it", () => {
    const standard = offlineDrafts.executionSummary({ project_name: "Harbour DC Exit", mode: "standard", context: "Migrate 140 servers" })
    const expanded = offlineDrafts.executionSummary({ project_name: "Harbour DC Exit", mode: "expand", existing_md: standard.content_md })
    expect(expanded.content_md.startsWith(standard.content_md.trimEnd())).toBe(true)
    expect(expanded.content_md.length).toBeGreaterThan(standard.content_md.length)
  })

  it("suggests roles for gates, sprints and plain tasks", () => {
    const out = offlineDrafts.scheduleResources({
      project_name: "Koala Mobile Banking",
      tasks: [
        { id: "g", title: "Release gate", type: "gate" },
        { id: "s", title: "Sprint 3", type: "sprint" },
        { id: "t", title: "Penetration test", type: "task" }
      ]
    })
    const roles = Object.fromEntries(out.assignments.map((a) => [a.id, a.resource]))
    expect(roles.g).toContain("Sponsor")
    expect(roles.s).toContain("Developers")
    expect(roles.t).toContain("Tester")
  })
})

describe("seeding", () => {
  it("ignores key order but not values", () => {
    expect(stableStringify({ a: 1, b: [1, { d: 2, c: 3 }] })).toBe(stableStringify({ b: [1, { c: 3, d: 2 }], a: 1 }))
    expect(stableStringify({ a: 1 })).not.toBe(stableStringify({ a: 2 }))
  })

  it("gives the same sequence for the same seed and stays in [0, 1)", () => {
    const a = makeRng(42)
    const b = makeRng(42)
    const xs = Array.from({ length: 100 }, () => a.next())
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(xs)
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true)
    expect(makeRng(43).next()).not.toBe(xs[0])
  })
})
