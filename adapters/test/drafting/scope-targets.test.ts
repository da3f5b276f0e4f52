// Issue 33, points 2 and 6, on briefs written for this test: every target sentence of the scope (a figure, a
// percentage, "every/all" or a date) is a goal titled as an outcome with its own KPIs; background sentences are
// no goals; method goals and stock KPIs stay out when the scope states three targets or more; a target
// measured after the project is a benefit reviewed after closure; deliverables are the outcomes handed over.
import { describe, expect, it } from "vitest"
import { offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"
import { unlicensedTerms } from "@initpack/core/drafting/wording/licences"

const STOCK = /Milestones achieved on schedule|Annual operating cost|Budget variance|Process cycle time|Scope delivered against baseline|Net Promoter|rework|touchpoints|Work packages accepted/i
const METHOD = /^(?:Deliver every agreed work package|Hand the results over|Deliver .+ on time and within budget|Streamline)/

interface Case {
  readonly name: string
  readonly answers: Record<string, string>
  readonly goals: ReadonlyArray<string | RegExp>
  readonly kpis: ReadonlyArray<{ metric: string; target: string | RegExp }>
  readonly deliverables: ReadonlyArray<string>
  /** Words of the background that no goal may start from. */
  readonly notGoals: ReadonlyArray<RegExp>
}

const CASES: ReadonlyArray<Case> = [
  {
    name: "Herbarium Collections Move",
    answers: {
      background: "The herbarium has been kept in the basement of the old courthouse since 1974, and the basement floods most winters. We have to move everything out of the basement once the county hands the building over in 2028.",
      scope: "All 312,000 specimens packed, moved, re-shelved and verified at the Collections Center by August 31, 2028, with damage in transit under 0.5% of items. Every lot must carry a barcode. The basement must be emptied and cleaned by September 30, 2028.",
      constraints: "A budget of $4.2 million from the bond measure."
    },
    goals: ["312,000 specimens packed, moved, re-shelved and verified at the Collections Center by 31 August 2028", "Every lot carries a barcode", "Basement emptied and cleaned by 30 September 2028"],
    kpis: [
      { metric: "Specimens verified at the Collections Center", target: "312,000 by 31 August 2028" },
      { metric: "Damage in transit", target: "under 0.5% of items" },
      { metric: "Lots with a barcode", target: "100%" },
      { metric: "Basement emptied and cleaned", target: "By 30 September 2028" }
    ],
    deliverables: ["312,000 specimens packed, moved, re-shelved and verified at the Collections Center", "Basement emptied and cleaned"],
    notGoals: [/^Move everything/i, /\bonce the county\b/i]
  },
  {
    name: "Island Ferry Replacement",
    answers: {
      background: "The MV Kittiwake has carried cars and foot passengers to the island since 1988. Council has resolved to replace her rather than pour more money into a 38-year-old hull.",
      scope: "A new hybrid ferry in service by 30 June 2029. Crossing reliability of 99% of scheduled sailings in the first 12 months of service, against a 2026 baseline of 94.8%. Crew of 14 trained and certificated before handover. The old vessel sold or recycled by 31 December 2029.",
      constraints: "Approved capital of 18 million pounds."
    },
    goals: ["New hybrid ferry in service by 30 June 2029", "Crossing reliability of 99% of scheduled sailings in the first 12 months of service", "Crew of 14 trained and certificated before handover", "Old vessel sold or recycled by 31 December 2029"],
    kpis: [
      { metric: "New hybrid ferry in service", target: "By 30 June 2029" },
      { metric: "Crossing reliability", target: /^99% of scheduled sailings in the first 12 months of service \(a benefit reviewed after closure\); baseline 94\.8% \(2026\)$/ },
      { metric: "Crew trained and certificated", target: "14 before handover" },
      { metric: "Old vessel sold or recycled", target: "By 31 December 2029" }
    ],
    deliverables: ["New hybrid ferry in service", "Crew of 14 trained and certificated", "Old vessel sold or recycled"],
    notGoals: [/^Replace her\b/i, /rather than/i]
  },
  {
    name: "Branch Library Self-Service",
    answers: {
      background: "Queues at the issue desks have grown since staff numbers were cut in 2024, and the circulation system is no longer supported.",
      scope: "Install self-service kiosks at 48 branch libraries by 30 November 2027. The old circulation system switched off by 31 January 2028. At least 70% of loans self-issued within six months of go-live.",
      constraints: "The work has to fit around opening hours."
    },
    goals: ["Self-service kiosks installed at 48 branch libraries by 30 November 2027", "Old circulation system switched off by 31 January 2028", /^At least 70% of loans self-issued within six months of go-live$/],
    kpis: [
      { metric: "Old circulation system switched off", target: "By 31 January 2028" },
      { metric: "Loans self-issued", target: /^at least 70% within six months of go-live \(a benefit reviewed after closure\)$/ }
    ],
    deliverables: ["Self-service kiosks installed at 48 branch libraries", "Old circulation system switched off"],
    notGoals: [/^Queues/i]
  },
  {
    name: "Vineyard Drip Irrigation",
    answers: {
      background: "Two dry summers have cut yields and the river licence will be reduced from 2029.",
      scope: "Drip irrigation installed on 220 hectares of vineyard by 30 September 2028, with water use under 3 ML per hectare. Every block must have a soil moisture probe. No block loses more than one irrigation cycle during the changeover.",
      constraints: "No work during harvest."
    },
    goals: ["Drip irrigation installed on 220 hectares of vineyard by 30 September 2028", "Every block has a soil moisture probe", "No block loses more than one irrigation cycle during the changeover"],
    kpis: [
      { metric: "Water use", target: "under 3 ML per hectare" },
      { metric: "Blocks with a soil moisture probe", target: "100%" },
      { metric: "Blocks losing more than one irrigation cycle during the changeover", target: "None" }
    ],
    deliverables: ["Drip irrigation installed on 220 hectares of vineyard"],
    notGoals: [/^Cut yields/i]
  },
  {
    name: "Payroll Cutover",
    answers: {
      background: "Payroll runs on a bureau service whose contract ends in 2028, and 9 manual workarounds were logged last year.",
      scope: "1,800 staff paid from the new system by 1 April 2028. Zero missed pay runs during the cutover. The bureau contract closed by 30 June 2028.",
      constraints: "Parallel runs for two pay periods."
    },
    goals: ["1,800 staff paid from the new system by 1 April 2028", "Zero missed pay runs during the cutover", "Bureau contract closed by 30 June 2028"],
    kpis: [
      { metric: "Staff paid", target: "1,800 by 1 April 2028" },
      { metric: "Missed pay runs during the cutover", target: "None" },
      { metric: "Bureau contract closed", target: "By 30 June 2028" }
    ],
    deliverables: ["Bureau contract closed"],
    notGoals: [/workarounds/i]
  },
  {
    name: "Riverside Festival 2027",
    answers: {
      background: "The festival moved to the riverside meadow after the old showground was sold.",
      scope: "Gates open on 9 July 2027 for a three-day festival. 25,000 tickets sold by 30 June 2027. The site cleared and handed back to the parks service by 15 August 2027.",
      constraints: "A noise curfew of 11pm."
    },
    goals: ["Gates open on 9 July 2027 for a three-day festival", "25,000 tickets sold by 30 June 2027", "Site cleared and handed back to the parks service by 15 August 2027"],
    kpis: [
      { metric: "Gates open for a three-day festival", target: "On 9 July 2027" },
      { metric: "Tickets sold", target: "25,000 by 30 June 2027" },
      { metric: "Site cleared and handed back to the parks service", target: "By 15 August 2027" }
    ],
    deliverables: ["Site cleared and handed back to the parks service"],
    notGoals: [/showground/i]
  }
]

const draft = (c: Case) =>
  offlineDrafts.draftScope({ project_name: c.name, delivery_approach: "Waterfall / PRINCE2", procurement: "None", third_parties: "Vendor", clarification_answers: c.answers })

describe("goals, KPIs and deliverables from the scope's own targets", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s: each target sentence is a goal with its own KPI", (_, c) => {
    const d = draft(c)
    const titles = d.goals.map((g) => g.title)
    for (const g of c.goals) expect(titles, String(g)).toContainEqual(typeof g === "string" ? g : expect.stringMatching(g))
    const kpis = d.goals.flatMap((g) => g.kpis)
    for (const k of c.kpis) expect(kpis, k.metric).toContainEqual(expect.objectContaining({ metric: k.metric, target: typeof k.target === "string" ? k.target : expect.stringMatching(k.target) }))
  })

  it.each(CASES.map((c) => [c.name, c] as const))("%s: no background fragment, method goal or stock KPI beside three targets", (_, c) => {
    const d = draft(c)
    for (const g of d.goals) for (const re of c.notGoals) expect(g.title).not.toMatch(re)
    expect(d.goals.filter((g) => METHOD.test(g.title)).map((g) => g.title)).toEqual([])
    expect(d.goals.flatMap((g) => g.kpis).filter((k) => STOCK.test(k.metric)).map((k) => k.metric)).toEqual([])
    for (const g of d.goals) expect(g.kpis.length, g.title).toBeGreaterThan(0)
  })

  it.each(CASES.map((c) => [c.name, c] as const))("%s: deliverables are the outcomes handed over", (_, c) => {
    const titles = draft(c).deliverables.map((x) => x.title)
    for (const t of c.deliverables) expect(titles).toContain(t)
  })

  it.each(CASES.map((c) => [c.name, c] as const))("%s: every goal, KPI and deliverable passes the wording gate and its licence", (_, c) => {
    const d = draft(c)
    const text = Object.values(c.answers).join("\n")
    for (const g of d.goals) {
      expect(wordingProblems(g.title, "item"), g.title).toEqual([])
      expect(unlicensedTerms(g.title, text), g.title).toEqual([])
      for (const k of g.kpis) {
        expect(wordingProblems(`${k.metric}: ${k.target}`, "kpi"), k.metric).toEqual([])
        expect(unlicensedTerms(`${k.metric} ${k.target}`, text), k.metric).toEqual([])
      }
    }
    for (const x of d.deliverables) {
      expect(wordingProblems(x.title, "item"), x.title).toEqual([])
      expect(unlicensedTerms(x.title, text), x.title).toEqual([])
    }
  })
})
