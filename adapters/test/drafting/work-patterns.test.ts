// Cross-field work patterns and the sector packs (issue 33): short briefs of many fields, written the way a
// sponsor writes them, get the work a PM of that field plans, and nothing of another field's packs; every
// drafted line passes the wording gate and the licence rules.
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"
import { unlicensedTerms } from "@initpack/core/drafting/wording/licences"
import { make, offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { STEP_VERBS } from "@initpack/adapters/drafting/offline/brief-facts"
import { makeContext } from "@initpack/adapters/drafting/offline/context"
import { patternPack, workPatterns } from "@initpack/adapters/drafting/offline/work-patterns"
import { WORK_PATTERNS } from "@initpack/adapters/drafting/knowledge/work-patterns"
import { SECTOR_PACKS } from "@initpack/adapters/drafting/knowledge/sector-packs"
import { TOPIC_PACKS } from "@initpack/adapters/drafting/knowledge/topic-packs"
import { DOMAIN_VOCABULARY } from "./eval-briefs/eval"

interface Case {
  readonly name: string
  readonly brief: string
  /** The packs the brief should get (besides the patterns). */
  readonly packs: ReadonlyArray<string>
  readonly patterns: ReadonlyArray<string>
  /** Work a PM of the field expects in the WBS. */
  readonly expect: ReadonlyArray<RegExp>
  /** Work of another field or situation that must not appear. */
  readonly never: ReadonlyArray<RegExp>
}

const CASES: ReadonlyArray<Case> = [
  {
    // a refurbishment is building work: the construction template plans it, the patterns add what it lacks
    name: "Harbourside Hotel refurbishment",
    brief: "The Harbourside Hotel will refurbish its 120 bedrooms and the restaurant in two blocks while the hotel stays open. Guests must not be disturbed at night. We will replace the old boilers at the same time. Occupancy runs at 80% in summer, so most of the work happens in winter. Budget £4.2m; finish by 31 March 2028.",
    packs: [],
    patterns: ["retire-equipment", "occupied", "seasonal", "asbestos"],
    expect: [/dispose of it through licensed waste carriers/, /stays open/, /seasonal window/, /asbestos survey/i, /asset register/],
    never: [/harbour master|mariners|dredging/i, /patients|pupils|landowner/i, /grant/i]
  },
  {
    name: "Quayside Hotel restaurant relaunch",
    brief: "The Quayside Hotel will reopen its restaurant with a new menu in spring 2027 and take on 25 chefs and front of house staff. Guests rate breakfast poorly today and occupancy is falling. Housekeeping moves to a new rota. Budget £350k.",
    packs: ["hospitality"],
    patterns: ["staff-change", "food-safety", "seasonal"],
    expect: [/guest experience/i, /tastings/i, /food safety plan/i, /rosters and working patterns/i],
    never: [/harbour master|mariners/i, /Recruit and induct the new staff/, /licensed waste carriers/i]
  },
  {
    name: "Rural full fibre",
    brief: "Connect 18,000 rural premises to full fibre broadband by December 2028, paid for with a £30m government grant. Poles and ducts belong to the incumbent operator and wayleaves on private land are our main worry. Several villages sit in a conservation area.",
    packs: ["fibre"],
    patterns: ["grant", "land-access", "heritage-building"],
    expect: [/light levels/i, /grant claims/i, /grant acquittal/i, /wayleaves, easements/i, /heritage consent/i],
    never: [/collection rounds|guest|donor|runway/i]
  },
  {
    name: "Food waste collections",
    brief: "The council will introduce weekly food waste collections for 65,000 households from April 2027. We need new caddies and bins and eight new vehicles, which have a six-month lead time. Crews will move to new rounds and the union wants to discuss the changes. Leaflets will go out in Polish, Urdu and Arabic as well as English, so translation is needed.",
    packs: ["waste"],
    patterns: ["lead-time", "staff-change", "languages", "print"],
    expect: [/collection rounds/i, /missed collections/i, /long-lead items/i, /Run the staff consultation with representatives/, /Produce translated materials/, /print the materials/],
    never: [/fundrais|donor|guest|berth/i]
  },
  {
    name: "Home care reablement",
    brief: "Move 300 people who receive home care to a new reablement service run by three care providers from October 2027. Care workers need training in the new model. Many service users are people with dementia, and some families will need interpreters. We will sign a data sharing agreement with the hospital trust because personal data moves between us.",
    packs: ["social-care"],
    patterns: ["training", "safeguarding", "languages", "data-sharing", "privacy"],
    expect: [/care pathway/i, /named contact/i, /safeguarding policy/i, /sign language support/i, /data sharing agreement/i, /data protection impact assessment/i],
    never: [/guest|runway|turbine|fibre/i]
  },
  {
    name: "Solar farm",
    brief: "Build a 40 MW solar farm with battery storage and inverters next to the substation by 2029. The network operator's grid connection offer is for 2030 and we need it earlier. Skylarks nest on the site, so ecology surveys and a nesting season restriction apply, and planning permission is still needed.",
    // the grid connection is the generation pack's; the utilities pack is field work at customers' premises
    // (interruption notices, billing records), which a solar farm has none of
    packs: ["generation"],
    patterns: ["power", "ecology", "seasonal", "consents"],
    expect: [/yield assessment/i, /grid compliance tests/i, /ecology surveys/i, /nesting birds/i, /seasonal window/i],
    never: [/guest|donor|manuscript|berth/i]
  },
  {
    name: "Second assembly line",
    brief: "Install a second assembly line at our Derby factory to lift throughput by 40% by June 2028. The machines have a 20-week lead time and must be installed during the August shutdown. Operators and maintenance technicians need training before production starts.",
    packs: ["manufacturing"],
    patterns: ["lead-time", "baseline-targets", "training"],
    expect: [/factory acceptance tests/i, /long-lead items/i, /baseline for each target/i, /training needs analysis/i],
    never: [/guest|donor|patients|grant/i, /Deliver the training sessions/]
  },
  {
    name: "Hospice capital appeal",
    brief: "Raise £2.5m through a capital appeal for a new hospice wing by 2028, from major donors, trusts and foundations, a community appeal and legacies. Gift Aid applies to most donations. Forty volunteers will help at the appeal events.",
    packs: ["fundraising"],
    patterns: ["volunteers", "engagement"],
    expect: [/case for support/i, /lead gifts/i, /Recruit, vet and train the volunteers/, /Thank the volunteers/],
    never: [/grant claims|grant acquittal/i, /collection rounds|runway/i]
  },
  {
    name: "Berth 4 deepening",
    brief: "Deepen berth 4 and extend the quay by 120 m so that larger vessels can call from 2029. The marine licence limits dredging to the months from October to March. Port operations must continue throughout, and the harbour pilots need to trial the new approach.",
    packs: ["ports"],
    patterns: ["pilot"],
    expect: [/seabed/i, /notices to mariners/i, /trial berthing/i],
    never: [/Apply for the permits and consents/, /guest|donor|runway|fibre/i]
  },
  {
    name: "Children's picture books",
    brief: "Publish a series of 12 children's picture books in print, ebook and audiobook editions by autumn 2027, with six new authors and illustrators. Each book will also be translated into Welsh. An Arts Council grant of £80,000 covers half of the cost.",
    packs: ["publishing"],
    patterns: ["grant", "languages"],
    expect: [/proofread/i, /ISBNs/, /review copies/i, /grant claims/i, /Produce translated materials/],
    never: [/safeguarding/i, /guest|runway|berth/i]
  },
  {
    name: "Runway resurfacing",
    brief: "Resurface the main runway at Kingsford Airport in night closures, replacing the old airfield lighting with LEDs. Airlines must keep their morning departures, and air traffic control sets the closure times.",
    packs: ["aviation"],
    patterns: ["retire-equipment"],
    expect: [/airside passes/i, /aeronautical information/i, /dispose of it through licensed waste carriers/],
    never: [/highway authority/i, /guest|donor|berth/i]
  },
  {
    name: "Store refresh",
    brief: "Refresh 45 stores in three waves over 18 months without closing them. Each store refit takes 3 weeks and the work happens outside trading hours. Store teams need training on the new layout, and the old fixtures will go to recycling.",
    packs: ["retail"],
    patterns: ["waves", "occupied", "retire-equipment"],
    expect: [/planograms/i, /roll-out waves/i, /stays open/i, /licensed waste carriers/i],
    never: [/guest|donor|runway|collection rounds/i]
  },
  {
    name: "Park visitor centre",
    brief: "Build a visitor centre with a cafe, toilets and a car park at the entrance to the national park, open by Easter 2028. The site has bats and great crested newts, and planning permission is needed from the park authority. Budget £3.5m, half from a heritage fund grant. Visitor numbers should grow by 30%.",
    packs: ["visitor"],
    patterns: ["new-building", "grant", "ecology", "consents", "baseline-targets"],
    expect: [/visitor stories/i, /Construct the building/, /grant acquittal/i, /ecology surveys/i, /defects period/i],
    never: [/Promote the service to the people/, /guest|donor|runway|berth/i]
  },
  {
    name: "Police contact centre merger",
    brief: "Merge the two police contact centres into one by 2028. 180 call handlers will move to new shift patterns and the union must be consulted. 999 calls must still be answered within 10 seconds throughout the change.",
    packs: ["emergency"],
    patterns: ["staff-change"],
    expect: [/response times/i, /live exercise/i, /Run the staff consultation with representatives/],
    never: [/guest|donor|runway|collection rounds/i]
  }
]

const wbsRows = (c: Case) => offlineDrafts.draftWbs({ project_name: c.name, project_scope: c.brief }).phases.flatMap((p) => p.tasks)
const wbsOf = (c: Case) => wbsRows(c).map((t) => t.task)
// the register as the drafter delivers it (through the wording gate, which drops a risk that restates the deadline)
const drafter = Effect.runSync(make)
const registerOf = (c: Case) => Effect.runSync(drafter.draftRiskRegister({ project_name: c.name, text: c.brief })).risks

describe("work patterns and sector packs on sponsors' briefs", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s: gets its field's pack and the patterns it calls for", (_n, c) => {
    const request = { project_name: c.name, project_scope: c.brief }
    const ctx = makeContext("draftWbs", request)
    expect(ctx.topics.filter((p) => p.id !== "patterns").map((p) => p.id)).toEqual(c.packs)
    const found = workPatterns(ctx.text, ctx.domain.id).map((p) => p.id)
    for (const id of c.patterns) expect(found, id).toContain(id)
  })

  it.each(CASES.map((c) => [c.name, c] as const))("%s: the WBS holds the work a PM expects and nothing of other fields", (_n, c) => {
    const tasks = wbsOf(c)
    const all = tasks.join("\n")
    for (const re of c.expect) expect(all).toMatch(re)
    for (const re of c.never) expect(all).not.toMatch(re)
    // no task of a sector pack the brief is not about
    const foreign = SECTOR_PACKS.filter((p) => !c.packs.includes(p.id)).flatMap((p) => Object.values(p.tasks).flat().map((t) => t.task))
    expect(tasks.filter((t) => foreign.includes(t))).toEqual([])
  })

  it.each(CASES.map((c) => [c.name, c] as const))("%s: every task and risk is well worded and licensed by the brief", (_n, c) => {
    for (const { task, duration_days } of wbsRows(c)) {
      expect(wordingProblems(task, duration_days === 0 ? "milestone" : "task"), task).toEqual([])
      expect(unlicensedTerms(task, c.brief), task).toEqual([])
    }
    // (the brief's own sentences are risks of its risk context, worded by risks.ts; a whole brief holds aims too)
    for (const risk of registerOf(c).filter((r) => !c.brief.includes(r.title))) {
      expect(wordingProblems(risk.title, "risk"), risk.title).toEqual([])
      for (const line of [risk.title, risk.description, risk.mitigation, risk.contingency]) expect(unlicensedTerms(line, c.brief), line).toEqual([])
    }
  })

  it("the field's risks reach the register", () => {
    const titles = (name: string) => registerOf(CASES.find((c) => c.name === name)!).map((r) => r.title)
    expect(titles("Solar farm")).toContain("Generation falls short of the forecast")
    expect(titles("Food waste collections")).toContain("Missed collections rise after the change")
    expect(titles("Home care reablement")).toContain("Care workforce shortage")
    // the patterns' risks join a plan drafted from the brief
    expect(titles("Hospice capital appeal")).toContain("Volunteers drop out")
  })
})

describe("patterns stay off briefs that do not call for them", () => {
  it("a council's parking permits portal is no consents work, a fish migration no data migration", () => {
    expect(workPatterns("Replace the parking permits portal so residents apply for permits online.").map((p) => p.id)).not.toContain("consents")
    expect(workPatterns("Remove the weir so salmon can migrate upstream; fish migration records show the decline.").map((p) => p.id)).not.toContain("data-migration")
  })
  it("a person or street named like a trigger fires nothing", () => {
    const ids = workPatterns("Olivia Grant, Marketing Director, leads the move into the Collins Street tower.").map((p) => p.id)
    expect(ids).not.toContain("grant")
    expect(ids).not.toContain("roads")
  })
  it("an office move is no opening, and a works that stays in operation is phased like an open building", () => {
    const move = workPatterns("Move our head office of 300 staff from Kings Road to a new building in Docklands when the lease ends in June 2027.").map((p) => p.id)
    expect(move).toEqual(expect.arrayContaining(["vacate", "relocation"]))
    expect(move).not.toContain("opening")
    expect(workPatterns("Upgrade the water treatment works; the plant stays in operation throughout.").map((p) => p.id)).toContain("occupied")
    expect(workPatterns("Leaflets and posters go out in English and Welsh.").map((p) => p.id)).toContain("languages")
  })
  it("a move with IT gets the network installed first; a lease and new furniture get their own work", () => {
    const tasks = (text: string) => Object.values(patternPack(text, [], "general")?.tasks ?? {}).flat().map((t) => t.task)
    const move = tasks("Relocate the library service to a new building; new furniture, IT and phones are needed, and we sign the lease in May.")
    expect(move).toEqual(expect.arrayContaining(["Install the network, phones and computers at the new site before the move", "Order the furniture and equipment and plan deliveries to the handover date", "Agree heads of terms and complete the lease before committing to works"]))
    expect(tasks("Relocate the archive store to a new site by lorry.")).not.toContain("Install the network, phones and computers at the new site before the move")
  })
  it("a request's Procurement field is no tender", () => {
    expect(workPatterns("Procurement: Software. Third parties: Partner.").map((p) => p.id)).toEqual([])
  })
  it("work the brief states as its own step is not planned twice", () => {
    const tasks = (scope: string) => offlineDrafts.draftWbs({ project_name: "Permits", project_scope: scope }).phases.flatMap((p) => p.tasks.map((t) => t.task))
    expect(tasks("Replace the council's 2009 permit system with an online service, then retire the legacy permit system.")).not.toContain("Decommission the old system and archive its records")
    expect(tasks("Replace the council's 2009 permit system with an online service by June.")).toContain("Decommission the old system and archive its records")
  })
  it("a plan a domain template drafts takes the patterns' tasks, not their risks", () => {
    const text = "Replace the legacy finance system with a cloud ERP: general ledger, accounts payable and purchasing, with data migration of five years of records, by July 2027."
    expect(patternPack(text, [], "erp")?.risks ?? []).toEqual([])
    expect(patternPack(text, [], "general")?.risks.map((r) => r.title)).toContain("Records are lost when the old system is switched off")
  })
  it("a domain template that already plans the work takes no pattern for it", () => {
    const text = "Migrate 2 million customer records from the legacy CRM to the new data warehouse with data migration trial loads."
    expect(workPatterns(text, "data").map((p) => p.id)).not.toContain("data-migration")
    expect(workPatterns(text, "general").map((p) => p.id)).toContain("data-migration")
  })
})

describe("the knowledge itself", () => {
  const verbFirst = (task: string) => STEP_VERBS.includes(task.split(" ")[0]!.toLowerCase().replace(/[^a-z]/g, ""))

  it("pattern tasks carry no domain template's vocabulary (they join plans of every field)", () => {
    const vocabulary = Object.values(DOMAIN_VOCABULARY).flat()
    for (const t of WORK_PATTERNS.flatMap((p) => p.tasks)) expect(vocabulary.filter((w) => t.task.toLowerCase().includes(w)), t.task).toEqual([])
  })

  it("holds at least 60 patterns, each task verb-first, well worded, with a duration and a role", () => {
    expect(WORK_PATTERNS.length).toBeGreaterThanOrEqual(60)
    expect(new Set(WORK_PATTERNS.map((p) => p.id)).size).toBe(WORK_PATTERNS.length)
    for (const p of WORK_PATTERNS)
      for (const t of p.tasks) {
        expect(verbFirst(t.task), t.task).toBe(true)
        expect(wordingProblems(t.task, "task"), t.task).toEqual([])
        expect(t.days, t.task).toBeGreaterThan(0)
        expect(t.resource.length, t.task).toBeGreaterThan(2)
      }
    for (const r of WORK_PATTERNS.flatMap((p) => p.risks ?? [])) {
      expect(wordingProblems(r.title, "risk"), r.title).toEqual([])
      for (const line of [r.description, r.mitigation, r.contingency]) expect(wordingProblems(line, "sentence"), line).toEqual([])
    }
  })

  it("holds at least 12 sector packs of 8-15 tasks over the four stages and 3-4 risks each", () => {
    expect(SECTOR_PACKS.length).toBeGreaterThanOrEqual(12)
    const ids = TOPIC_PACKS.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const p of SECTOR_PACKS) {
      const tasks = Object.values(p.tasks).flat()
      expect(tasks.length, p.id).toBeGreaterThanOrEqual(8)
      expect(tasks.length, p.id).toBeLessThanOrEqual(15)
      expect(Object.keys(p.tasks).sort(), p.id).toEqual(["Build and Test", "Closing a Project", "Design", "Transition and Go-Live"])
      expect(p.risks.length, p.id).toBeGreaterThanOrEqual(3)
      expect(p.risks.length, p.id).toBeLessThanOrEqual(4)
      for (const t of tasks) {
        expect(verbFirst(t.task), t.task).toBe(true)
        expect(wordingProblems(t.task, "task"), t.task).toEqual([])
      }
      for (const r of p.risks) expect(wordingProblems(r.title, "risk"), r.title).toEqual([])
    }
  })
})
