// Quality checks of the offline drafter as a project manager reads it: real WBS activities, domain epics,
// sensible stakeholder roles and RACI, relevant risks, method-fitting comms and budget magnitudes.
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { sameTextKey } from "@initpack/core/drafting/guards"
import { make, offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { goalPhrases } from "@initpack/adapters/drafting/offline/phrases"
import { draftEverything, loadBriefs, type FullDraft } from "../../../tests/fixtures/briefs/briefs"

const drafter = Effect.runSync(make)
const briefs = loadBriefs()
const drafts = new Map(briefs.map((b) => [b.file, Effect.runSync(draftEverything(drafter, b))] as const))
const draftOf = (file: string): FullDraft => drafts.get(file)!
const briefByDomain = (domain: string) => briefs.find((b) => b.expected_domain === domain)!

// Sentence-initial verbs of WBS tasks (imperative) and milestone words (a zero-day task may be a noun phrase).
const TASK_VERBS = /^(confirm|prepare|capture|write|agree|baseline|run|produce|review|define|set up|develop|build|research|test|submit|roll out|discover|design|procure|rehearse|migrate|decommission|profile|cleanse|analyse|configure|survey|obtain|tender|demolish|carry out|install|inspect|induct|relocate|rectify|hand over|launch|brief|optimise|report|train|provide|go-live)\b/i

describe("offline WBS", () => {
  for (const brief of briefs) {
    it(`${brief.file}: every task is an activity (verb + object) or a milestone, never the user's aim`, () => {
      const d = draftOf(brief.file)
      const aims = new Set(
        [...goalPhrases(Object.values(brief.clarification_answers)), ...d.draftScope.response.goals.map((g) => g.title), brief.summary].map(sameTextKey)
      )
      const tasks = d.draftWbs.response.phases.flatMap((p) => p.tasks)
      for (const t of tasks) {
        expect(aims.has(sameTextKey(t.task)), t.task).toBe(false)
        if (t.duration_days > 0) expect(t.task, t.task).toMatch(TASK_VERBS)
      }
    })
  }

  it("construction: fit-out tasks, the user's quantities, and no software go-live or UAT", () => {
    const d = draftOf(briefByDomain("construction").file)
    const tasks = d.draftWbs.response.phases.flatMap((p) => p.tasks.map((t) => t.task))
    expect(tasks.some((t) => /head contractor/i.test(t))).toBe(true)
    expect(tasks.some((t) => t.includes("180 workstations"))).toBe(true)
    expect(tasks.filter((t) => /user acceptance|hypercare|^go-live$|rollback/i.test(t))).toEqual([])
    const phases = d.draftScope.response.phases.map((p) => p.rationale).join(" ")
    expect(phases).not.toMatch(/requirements workshops|solution design/i)
  })
})

const CONSTRUCTION_WORDS = /workplace|desk|meeting room|move|building|floor|space|amenit|access|relocation/i
const SOFTWARE_ONLY = /onboarding and access|core journey|multi-factor|batch jobs|weekly active users/i

describe("offline agile drafts per domain", () => {
  it("construction: epics, stories, NFRs and telemetry speak about the workplace, not software", () => {
    const d = draftOf(briefByDomain("construction").file)
    const epics = d.draftEpics.response.epics
    for (const e of epics) expect(e.name, e.name).toMatch(CONSTRUCTION_WORDS)
    expect(epics.map((e) => e.name).join(" ")).not.toMatch(SOFTWARE_ONLY)
    const a = d.agileQuickDraft.response
    const nfrs = [...a.nfrs.security, ...a.nfrs.performance, ...a.nfrs.privacy, ...a.nfrs.compliance].map((n) => n.title).join(" ")
    expect(nfrs).not.toMatch(SOFTWARE_ONLY)
    expect(nfrs).toMatch(/building|occupan|meeting room|access control/i)
    expect([...a.telemetry.dash_metrics, a.vision.north_star_metric].join(" ")).toMatch(/desk|room/i)
    expect(d.draftStories.response.stories.map((s) => s.i_want).join(" ")).not.toMatch(/export .* data|configure the rules/i)
  })

  for (const brief of briefs) {
    it(`${brief.file}: epics are product capabilities, not the outcomes they serve`, () => {
      const d = draftOf(brief.file)
      const outcomes = new Set(d.agileQuickDraft.response.problems_outcomes.outcomes.map((o) => sameTextKey(o.title)))
      const epics = d.draftEpics.response.epics
      for (const e of epics) expect(outcomes.has(sameTextKey(e.name)), e.name).toBe(false)
      expect(epics.map((e) => e.name).join(" ")).not.toMatch(/onboarding and access|core journey/i)
    })
  }

  it("marketing and infrastructure epics name their domain's work", () => {
    expect(draftOf(briefByDomain("marketing").file).draftEpics.response.epics.map((e) => e.name).join(" ")).toMatch(/audience|creative|media|landing|campaign|email/i)
    expect(draftOf(briefByDomain("infrastructure").file).draftEpics.response.epics.map((e) => e.name).join(" ")).toMatch(/migration|landing zone|decommission|discovery|recovery/i)
  })

  it("epics link each to one of the outcomes given", () => {
    const outcomes = ["Cut permit decision time to 25 days", "Move permit lodgement online"]
    const out = offlineDrafts.draftEpics({ project_name: "Riverbend Permits", vision: "A cloud permit platform with online lodgement", outcomes })
    for (const e of out.epics) expect(outcomes).toContain(e.outcome_link)
    expect(out.epics.some((e) => /lodgement|request/i.test(e.name))).toBe(true)
  })
})

describe("offline stakeholder roles and RACI", () => {
  const strategy = (rows: ReadonlyArray<{ name: string; role: string; internal_external?: string; board_role?: string }>) =>
    offlineDrafts.stakeholderStrategy({ project_name: "Atlas ERP Rollout", rows }).suggestions
  const roleOf = (title: string, internal_external = "Internal") => strategy([{ name: "X", role: title, internal_external }])[0]!.board_role

  it("maps common titles to board roles (waterfall.md §2 board, §9 role list)", () => {
    expect(roleOf("CFO")).toBe("Project Sponsor")
    expect(roleOf("Chief Information Officer")).toBe("Project Sponsor")
    expect(roleOf("Scrum Master")).toBe("Delivery Manager")
    expect(roleOf("Product Owner")).toBe("Product Owner")
    expect(roleOf("Enterprise Architect")).toBe("Solution Architect")
    expect(roleOf("Procurement Lead")).toBe("Procurement Lead")
    expect(roleOf("Head of Operations")).not.toBe("Other")
    expect(roleOf("Brand Manager")).not.toBe("Other")
    expect(roleOf("Vendor account manager", "External")).toBe("Senior Supplier")
    expect(roleOf("Agency Account Director", "External")).toBe("Senior Supplier")
    expect(roleOf("Contractor Project Lead", "External")).toBe("Senior Supplier")
  })

  it("has exactly one Accountable, the sponsor, even with several executives", () => {
    const out = strategy([
      { name: "A", role: "Head of Finance" },
      { name: "B", role: "CFO" },
      { name: "C", role: "Director of Operations" },
      { name: "D", role: "Product Owner" }
    ])
    expect(out.filter((s) => s.A)).toHaveLength(1)
    expect(out.find((s) => s.A)?.name).toBe("B")
    expect(out.filter((s) => s.board_role === "Project Sponsor")).toHaveLength(1)
  })

  it("makes an internal head of department the sponsor when no executive is named", () => {
    const out = strategy([{ name: "Sam", role: "Head of IT" }, { name: "Lena", role: "Network Engineer" }])
    expect(out.find((s) => s.name === "Sam")?.board_role).toBe("Project Sponsor")
    expect(out.filter((s) => s.A)).toHaveLength(1)
    expect(out.some((s) => s.proposed && s.board_role === "Project Sponsor")).toBe(false)
  })

  for (const brief of briefs) {
    it(`${brief.file}: one Accountable and no 'Other' role`, () => {
      const out = draftOf(brief.file).stakeholderStrategy.response.suggestions
      expect(out.filter((s) => s.A)).toHaveLength(1)
      expect(out.filter((s) => s.board_role === "Other")).toEqual([])
    })
  }
})

describe("offline comms and budget", () => {
  it("comms plan leads with the method's own cadence (board + highlight report, or sprint review + stand-up)", () => {
    const w = offlineDrafts.commsPlan({ project_name: "Level 12 Fit-Out", context: "Office fit-out", project_approach: "Waterfall" })
    expect(w.channels.slice(0, 2).map((c) => c.channel)).toEqual(["Project board meeting", "Highlight report (email)"])
    expect(w.channels.map((c) => c.cadence).join(" ")).not.toMatch(/sprint/i)
    const a = offlineDrafts.commsPlan({ project_name: "Harbour Loyalty App", context: "Mobile loyalty app", project_approach: "Agile" })
    expect(a.channels.map((c) => c.channel)).toEqual(expect.arrayContaining(["Sprint review demo", "Team stand-up"]))
    expect(a.channels.map((c) => c.channel)).not.toContain("Project board meeting")
  })

  it("budget extras: per-unit hardware scales with the count named, per-seat software assumes a head count, currencies convert", () => {
    const req = { project_name: "Level 12 Fit-Out", scope_flags: { has_software: true, has_hardware: true, has_third_party: false }, extras_text: { software: "Desk and room booking software", hardware: "Video conferencing kits for 14 meeting rooms" }, pricing_horizon_months: 12 }
    const aud = offlineDrafts.budgetExtras(req)
    const kits = aud.items.find((i) => /video conferencing/i.test(i.item))!
    expect(kits.estimated_cost).toBeGreaterThan(14 * 5000)
    const booking = aud.items.find((i) => /booking/i.test(i.item))!
    expect(booking.estimated_cost).toBeGreaterThan(1000)
    expect(booking.justification).toMatch(/assumed \d+ seats/)
    const jpy = offlineDrafts.budgetExtras({ ...req, currency: "JPY" })
    expect(jpy.currency).toBe("JPY")
    expect(jpy.items.find((i) => /video conferencing/i.test(i.item))!.estimated_cost).toBeGreaterThan(kits.estimated_cost * 50)
    const chf = offlineDrafts.budgetExtras({ ...req, currency: "CHF" })
    expect(chf.items.find((i) => /video conferencing/i.test(i.item))!.estimated_cost).toBeLessThan(kits.estimated_cost)
  })

  it("marketing budget has no end-user training line", () => {
    const d = draftOf(briefByDomain("marketing").file)
    expect(d.budgetExtras.response.items.map((i) => i.item).join(" ")).not.toMatch(/training provider/i)
  })
})

describe("offline mitigation for one risk", () => {
  const leading = (sentence: string) => sentence.trim().toLowerCase().split(/\s+/).slice(0, 5).join(" ")
  for (const [title, category] of [
    ["Scanner batteries fail in the cold store", "Technical"],
    ["Key supplier goes out of business", "Vendor"],
    ["Budget overrun on licences", "Cost"]
  ] as const) {
    it(`"${title}": names the risk and never repeats an action`, () => {
      const draft = Effect.runSync(drafter.draftMitigation({ project_name: "Warehouse scanner rollout", title, description: "", category, likelihood: "Medium", impact: "Medium" }))
      expect(draft.mitigation).toContain(`"${title}"`)
      const sentences = draft.mitigation.split(/(?<=\.)\s+/)
      expect(new Set(sentences.map(leading)).size, draft.mitigation).toBe(sentences.length)
    })
  }
})
