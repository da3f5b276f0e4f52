// Quality checks of the offline drafter as a project manager reads it: real WBS activities, domain epics,
// sensible stakeholder roles and RACI, relevant risks, method-fitting comms and budget magnitudes.
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { sameTextKey } from "@initpack/core/drafting/guards"
import { make, offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { goalPhrases } from "@initpack/adapters/drafting/offline/phrases"
import { rankDomains } from "@initpack/adapters/drafting/offline/context"
import { draftEverything, loadBriefs, type FullDraft } from "../../../tests/fixtures/briefs/briefs"
import { STEP_VERBS } from "@initpack/adapters/drafting/offline/brief-facts"

const drafter = Effect.runSync(make)
const briefs = loadBriefs()
const drafts = new Map(briefs.map((b) => [b.file, Effect.runSync(draftEverything(drafter, b))] as const))
const draftOf = (file: string): FullDraft => drafts.get(file)!
/** The domain a one-line brief is drafted in. */
const rank = (name: string, text: string) => rankDomains(name, text)[0]?.id
const briefByDomain = (domain: string) => briefs.find((b) => b.expected_domain === domain)!

// Sentence-initial verbs of WBS tasks (imperative) and milestone words (a zero-day task may be a noun phrase).
const TASK_VERBS = /^(confirm|prepare|capture|write|agree|baseline|run|produce|review|define|set up|develop|build|research|test|submit|roll out|discover|design|procure|rehearse|migrate|decommission|profile|cleanse|analyse|configure|survey|obtain|tender|demolish|carry out|install|inspect|induct|relocate|rectify|hand over|launch|brief|optimise|report|train|provide|go-live|walk|select|plan|order|stage|collect|measure|implement|hold|book|close|host)\b/i

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
        // the brief's own steps start with a verb of the step lexicon ("Recommission the imaging equipment")
        if (t.duration_days > 0) expect(TASK_VERBS.test(t.task) || STEP_VERBS.includes(t.task.split(" ")[0]!.toLowerCase()), t.task).toBe(true)
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

describe("offline device rollout (devices domain)", () => {
  const brief = briefByDomain("devices")
  const d = draftOf(brief.file)
  const wbs = d.draftWbs.response.phases.flatMap((p) => p.tasks.map((t) => t.task))

  it("WBS pilots at one site, then rolls out in site waves with hypercare, and never plans a data-centre cutover", () => {
    expect(wbs.some((t) => /pilot at the first site/i.test(t))).toBe(true)
    expect(wbs.some((t) => /roll out to .*sites in waves/i.test(t))).toBe(true)
    expect(wbs.some((t) => /survey three depots for wi-fi/i.test(t)), wbs.join(" | ")).toBe(true)
    expect(wbs.some((t) => /stage, enrol/i.test(t))).toBe(true)
    expect(wbs.some((t) => /hypercare after each wave/i.test(t))).toBe(true)
    expect(wbs.some((t) => /dispose of the old devices/i.test(t))).toBe(true)
    // The pilot comes before the site waves.
    expect(wbs.findIndex((t) => /pilot at the first site/i.test(t))).toBeLessThan(wbs.findIndex((t) => /first wave of sites/i.test(t)))
    expect(wbs.filter((t) => /workload|cutover|data centre|harden|^go-live$|decommission legacy/i.test(t))).toEqual([])
  })

  it("scope speaks about devices and sites, not migrated workloads", () => {
    const s = d.draftScope.response
    const deliverables = s.deliverables.map((x) => `${x.title} ${x.rationale}`).join(" ")
    expect(deliverables).toMatch(/device/i)
    expect(deliverables).toMatch(/site/i)
    const all = JSON.stringify(s)
    expect(all).not.toMatch(/migrated workloads|target environment|cutover runbooks|data centre/i)
    expect(s.in_scope).toContain("device rollout")
    expect(s.goals.flatMap((g) => g.kpis.map((k) => k.metric)).join(" ")).toMatch(/scan|device|per site|pick/i)
  })

  it("risks are about Wi-Fi, batteries, supply, integration, adoption and peak freezes", () => {
    const titles = [...d.draftRiskRegister.response.risks, ...d.moreRisks.response.risks].map((r) => r.title).join(" ")
    expect(titles).toMatch(/wi-fi|batter|peak|enrol|paper|devices|lead times/i)
    expect(titles).not.toMatch(/cutover|outage|data centre/i)
  })

  it("stakeholders: operations director sponsors, depot manager is senior user, the vendor is senior supplier", () => {
    const out = d.stakeholderStrategy.response.suggestions
    expect(out.find((s) => s.role === "Operations Director")?.board_role).toBe("Project Sponsor")
    expect(out.find((s) => s.role === "Depot Manager")?.board_role).toBe("Senior User")
    expect(out.find((s) => s.role === "Account Manager")?.board_role).toBe("Senior Supplier")
    const euc = offlineDrafts.stakeholderStrategy({ project_name: brief.project_name, rows: [{ name: "Ana", role: "End-User Computing Manager", internal_external: "Internal" }, { name: "Bo", role: "Site Manager", internal_external: "Internal" }] }).suggestions
    expect(euc.find((s) => s.name === "Ana")?.board_role).toBe("Senior Supplier")
    expect(euc.find((s) => s.name === "Bo")?.board_role).toBe("Senior User")
  })

  it("budget prices devices per unit by the count named in the extras, and per site / per device lines say their count", () => {
    const items = d.budgetExtras.response.items
    const scanners = items.find((i) => /120 handheld scanners/i.test(i.item))!
    expect(scanners.category).toBe("Hardware")
    expect(scanners.estimated_cost).toBeGreaterThan(120 * 1000) // EUR, at least about 1,000 a unit
    expect(scanners.estimated_cost).toBeLessThan(120 * 3000)
    const aps = items.find((i) => /30 wi-fi access points/i.test(i.item))!
    expect(aps.estimated_cost).toBeGreaterThan(30 * 500)
    expect(aps.estimated_cost).toBeLessThan(30 * 2000)
    // A device-management licence with no count in its own line scales by the devices named elsewhere.
    const mdm = offlineDrafts.budgetExtras({ project_name: "Store tablet refresh", scope_flags: { has_software: true, has_hardware: true, has_third_party: false }, extras_text: { software: "Mobile device management licences", hardware: "400 rugged tablets for field staff" }, pricing_horizon_months: 12 })
    const licences = mdm.items.find((i) => /device management/i.test(i.item))!
    expect(licences.justification).toMatch(/400 devices/)
    expect(licences.estimated_cost).toBeGreaterThan(400 * 12 * 3)
    const tablets = mdm.items.find((i) => /400 rugged tablets/i.test(i.item))!
    expect(tablets.estimated_cost).toBeGreaterThan(400 * 1000)
  })

  it("agile: epics, personas, NFRs and telemetry are about the fleet and the floor", () => {
    const epics = d.draftEpics.response.epics.map((e) => e.name).join(" ")
    expect(epics).toMatch(/device|scan|site|wi-fi|charging/i)
    expect(epics).not.toMatch(/migration waves|landing zone/i)
    const a = d.agileQuickDraft.response
    expect([...a.telemetry.dash_metrics, a.vision.north_star_metric].join(" ")).toMatch(/scan|device|site/i)
    expect(a.nfrs.security.map((n) => n.title).join(" ")).toMatch(/device/i)
  })

  it("other device briefs rank as devices; data-centre and office briefs do not", () => {
    expect(rank("Store POS refresh", "Replace point-of-sale terminals and receipt printers in 40 stores before Christmas.")).toBe("devices")
    expect(rank("Field tablets", "Rugged tablets enrolled in Intune for 300 field staff, with device management and spares.")).toBe("devices")
    expect(rank("Laptop refresh 2027", "Laptop refresh for 900 staff: new laptops, docking stations and MDM enrolment, old devices wiped and recycled.")).toBe("devices")
    expect(rank("Cold store sensors", "IoT temperature sensors and gateways in 12 depots reporting to the warehouse system.")).toBe("devices")
    expect(rank("DC exit", "Move servers, storage and firewalls from the data centre to colocation racks.")).toBe("infrastructure")
  })
})

const CONSTRUCTION_WORDS = /workplace|desk|meeting room|move|building|floor|space|amenit|access|relocation/i
const SOFTWARE_ONLY = /onboarding and access|core journey|multi-factor|batch jobs|weekly active users/i

describe("offline compliance and certification programme (compliance domain)", () => {
  const brief = briefByDomain("compliance")
  const d = draftOf(brief.file)
  const wbs = d.draftWbs.response.phases.flatMap((p) => p.tasks.map((t) => t.task))

  it("WBS runs gap assessment, risk assessment, controls, internal audit and both certification audits, and no building or software release work", () => {
    for (const step of [/gap assessment/i, /risk register/i, /statement of applicability/i, /policies/i, /implement the missing controls/i, /awareness training for (240 )?staff/i, /internal audit/i, /management review/i, /stage 1 audit/i, /stage 2 certification audit/i, /nonconformities/i])
      expect(wbs.some((t) => step.test(t)), `${step} in ${wbs.join(" | ")}`).toBe(true)
    expect(wbs.findIndex((t) => /internal audit/i.test(t))).toBeLessThan(wbs.findIndex((t) => /stage 1 audit/i.test(t)))
    expect(wbs.findIndex((t) => /stage 1 audit/i.test(t))).toBeLessThan(wbs.findIndex((t) => /stage 2 certification audit/i.test(t)))
    expect(wbs.filter((t) => /contractor|demolish|fit-out|furniture|relocate|user acceptance|hypercare|^go-live$|rollback|deploy/i.test(t))).toEqual([])
  })

  it("risks, KPIs, budget and scope speak about certification, controls and evidence", () => {
    const risks = d.draftRiskRegister.response.risks.map((r) => r.title).join(" | ")
    expect(risks).toMatch(/nonconformity/i)
    expect(risks).not.toMatch(/site survey|head contractor|building code|relocation/i)
    const kpis = d.draftScope.response.goals.flatMap((g) => g.kpis.map((k) => k.metric)).join(" | ")
    expect(kpis).toMatch(/nonconformit|statement of applicability|awareness training/i)
    expect(kpis).not.toMatch(/conversion rate|cost per acquisition|monthly active users|self-service/i)
    const budget = d.budgetExtras.response.items.map((i) => i.item).join(" | ")
    expect(budget).toMatch(/certification body|audit/i)
    expect(budget).not.toMatch(/architect|removalist|contractor/i)
    const deliverables = d.draftScope.response.deliverables.map((i) => i.title).join(" | ")
    expect(deliverables).toMatch(/statement of applicability|risk register|policies/i)
  })

  it("agile: epics are about assets, policies, controls, training and audits", () => {
    const epics = d.draftEpics.response.epics.map((e) => e.name).join(" ")
    expect(epics).toMatch(/control|polic|audit|risk|awareness/i)
    expect(epics).not.toMatch(/workplace|fit-out|migration waves/i)
  })

  it("certification briefs rank as compliance; a building's occupancy certificate stays construction", () => {
    expect(rank("SOC 2 Type II", "Prepare for the SOC 2 Type II audit: controls, evidence collection and an external audit window.")).toBe("compliance")
    expect(rank("GDPR readiness", "GDPR compliance programme: records of processing, data protection impact assessments and regulator reporting.")).toBe("compliance")
    expect(rank("ISO 27001 Certification Programme", "Achieve ISO/IEC 27001 certification for the head office and two depots.")).toBe("compliance")
    expect(rank("Level 3 fit-out", "Office fit-out with 180 workstations, joinery and building certification before occupancy.")).toBe("construction")
    expect(rank("Clinic expansion", "Open two new clinics with fit-out, equipment, staff recruitment and accreditation by the health regulator.")).toBe("construction")
  })
})

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

describe("offline risk register from a scope-built context", () => {
  it("never echoes a risk's own title back as its 'plan this around' context", () => {
    const text =
      "Handheld barcode scanners for three depots linked to the warehouse management system. Known risks: Line-of-business system rejects device transactions. Wi-Fi dead spots interrupt scanning in the cold store."
    const { risks } = Effect.runSync(drafter.draftRiskRegister({ project_name: "Warehouse scanner rollout", text }))
    expect(risks.length).toBeGreaterThan(0)
    for (const r of risks) {
      expect(r.mitigation.toLowerCase(), r.title).not.toContain("known risks:")
      expect(sameTextKey(r.mitigation).endsWith(sameTextKey(r.title)), r.mitigation).toBe(false)
    }
  })
})

describe("offline risk context", () => {
  it("does not hang a risk on the sentence that describes the whole project", () => {
    const text = "Warehouse scanner rollout covers the device rollout work needed to cut errors and speed up picking. Handheld scanners must work in the cold store."
    const { risks } = Effect.runSync(drafter.draftRiskRegister({ project_name: "Warehouse scanner rollout", text }))
    for (const r of risks) expect(r.mitigation, r.title).not.toMatch(/plan this around: warehouse scanner rollout covers/i)
  })
})
