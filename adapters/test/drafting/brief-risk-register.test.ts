// Issue 33, points 2, 6 and 8, on briefs written for this test and on the 30 sponsor briefs: a risk-context sentence
// becomes a register entry a PM keeps (its cause or event as the title, a response for that cause, an owner from the
// stakeholders, a rating of its own), a constraint sentence never becomes a task fragment, and the confidence section
// says whether the forecast supports the plan's schedule reserve and contingency.
import { describe, expect, it } from "vitest"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"
import { confidenceSection } from "@initpack/core/document/sections/forecast-sections"
import { forecastFigures } from "@initpack/core/document/forecast-figures"
import { briefFacts } from "@initpack/adapters/drafting/offline/brief-facts"
import { draftPack, loadSponsorBriefs, type SponsorBrief } from "./sponsor-briefs/pack-eval"

const brief = (over: Partial<SponsorBrief>): SponsorBrief => ({
  file: "own.json",
  project_name: "Hillside District Heat Network",
  domain: "utilities",
  delivery_approach: "Waterfall",
  procurement: "Both",
  third_parties: "Vendor",
  clarification_answers: {
    background: "Hillside council wants to connect 14 public buildings to a new district heat network fed by a water-source heat pump at the river.",
    scope: "Lay 3.2 km of insulated heat main, build the energy centre and connect the 14 buildings. Quench pipe routing and shielding must be agreed with the MRI vendor at the health centre. Total funding is £18 million.",
    constraints: "Work near the two primary schools only in school holidays. Capital of £18 million approved; finish by 31 March 2029. Night works are not allowed on the high street."
  },
  risk_context:
    "Our previous framework contractor went into administration halfway through the library job. Archaeology along the old canal could stop the dig for weeks. The heat pump's lead time is 40 weeks and the maker has few slots. Businesses on the high street will complain about lost trade. Honestly, the big worry is the river abstraction licence: the regulator has not said yes yet. And if a trench collapses near the school we can't keep the children safe.",
  stakeholders: [
    { name: "Priya Nair", role: "Director of Place", org: "Hillside Council", internal_external: "Internal" },
    { name: "Tom Reid", role: "Head of Procurement", org: "Hillside Council", internal_external: "Internal" },
    { name: "Ama Osei", role: "Head of Engineering", org: "Hillside Council", internal_external: "Internal" }
  ],
  currency: "GBP",
  summary: "Build a district heat network for 14 council buildings by March 2029.",
  expected_terms: [],
  risk_items: [],
  ...over
})

type Risk = { title: string; description: string; mitigation: string; likelihood: string; impact: string; category: string }
const risksOf = (b: SponsorBrief): Array<Risk> => (draftPack(b).risks ?? []) as unknown as Array<Risk>
const tasksOf = (b: SponsorBrief): Array<string> => ((draftPack(b).wbs ?? []) as ReadonlyArray<{ task?: string; parent_id?: unknown }>).filter((r) => r.parent_id != null).map((r) => r.task ?? "")

// the category templates the register used when no response fitted ("Plan for X with a tested procedure")
const GENERIC = /with a tested procedure, clear roles and a decision point|^Test [A-Z]|^Engage the [a-z]+ (?:slow|do|does|cannot)|^Consult the flight/

describe("a sponsor's risk sentences become register entries a PM keeps", () => {
  const own = risksOf(brief({}))
  const sentences = 6

  it("titles each risk by its cause or event, never the sentence cut mid-clause or as the sponsor said it", () => {
    const titles = own.slice(0, sentences).map((r) => r.title)
    expect(titles[0]).toBe("Framework contractor insolvency")
    expect(titles).toContain("Archaeology along the old canal stops the dig for weeks")
    expect(titles.find((t) => /abstraction licence/i.test(t))).toBeDefined()
    expect(titles.find((t) => /^Trench collapses near the school$/i.test(t))).toBeDefined()
    for (const t of titles) expect(wordingProblems(t, "risk"), t).toEqual([])
    // the whole sentence stays in the description
    expect(own[0]!.description).toMatch(/^Our previous framework contractor went into administration halfway through the library job/)
  })

  it("answers each cause with its own response and names an owner from the stakeholders", () => {
    const [insolvency, archaeology, leadTime, trade, licence, trench] = own
    expect(insolvency!.mitigation).toMatch(/^Check the financial standing of the framework contractor/)
    expect(archaeology!.mitigation).not.toMatch(GENERIC)
    expect(leadTime!.mitigation).toMatch(/order as early as the design allows/)
    expect(trade!.mitigation).toMatch(/^Engage the businesses on the high street before plans are fixed/)
    expect(licence!.mitigation).toMatch(/approver/)
    expect(trench!.mitigation).toMatch(/^Assess the risk/)
    for (const r of own.slice(0, sentences)) expect(r.mitigation, r.title).toMatch(/Owner: (?:Priya Nair|Tom Reid|Ama Osei)/)
    expect(insolvency!.mitigation).toMatch(/Owner: Tom Reid/)
  })

  it("rates each risk by what its sentence says: a harm to children above a complaint, a habit above a maybe", () => {
    const rating = (r: Risk | undefined) => `${r?.likelihood}/${r?.impact}`
    const [, archaeology, , trade, , trench] = own
    expect(trench!.impact).toBe("Very High")
    expect(trade!.likelihood).toBe("High")
    expect(archaeology!.likelihood).toBe("Medium")
    expect(new Set(own.slice(0, sentences).map(rating)).size).toBeGreaterThanOrEqual(3)
  })

  it("on the 30 sponsor briefs: no category template for a response, no malformed title, ratings that differ within a register", () => {
    for (const b of loadSponsorBriefs()) {
      const n = Math.min(6, b.risk_context.split(/(?<=[.!?;])\s+/).filter((x) => x.split(/\s+/).length >= 3).length)
      const risks = risksOf(b).slice(0, n)
      for (const r of risks) {
        expect(r.mitigation, `${b.file}: ${r.title}`).not.toMatch(GENERIC)
        expect(wordingProblems(r.title, "risk"), `${b.file}: ${r.title}`).toEqual([])
      }
      if (risks.length >= 4) expect(new Set(risks.map((r) => `${r.likelihood}/${r.impact}`)).size, b.file).toBeGreaterThanOrEqual(2)
    }
  })
})

describe("constraint sentences are constraints, not task fragments", () => {
  it("drops 'Work near the two primary schools', 'Quench pipe' and 'Total funding is ...' from the plan", () => {
    const tasks = tasksOf(brief({}))
    expect(tasks.filter((t) => /^Work near|^Quench pipe|^Total funding/i.test(t))).toEqual([])
    for (const t of tasks) expect(wordingProblems(t, /^All outputs accepted/.test(t) ? "milestone" : "task"), t).toEqual([])
    // the work the brief does ask for stays
    expect(tasks).toContain("Build the energy centre")
  })

  it.each([
    ["Work near the two primary schools only in school holidays.", []],
    ["Quench pipe routing and shielding must be agreed with the vendor.", []],
    ["Total funding is $1.2 million.", []],
    ["We want to replant the 220 ha over three winters (2027, 2028 and 2029), with hail netting and frost fans on the new blocks.", []],
    ["Clinics for 38,000 eligible patients from 15 September 2026, care homes done by 31 October 2026.", []],
    ["Our artistic director and the creative team, production crew, stage management, wardrobe and box office.", []],
    ["Within CA$7.8 million, funded mostly by E-rate and a bond.", []],
    // a list of things inside a step stays whole; a list of steps stays apart
    ["Replace the city's 1998 finance, payroll and HR system with a cloud ERP.", ["Replace the city's 1998 finance, payroll and HR system"]],
    ["Put barcode scanners and workstations on wheels on every ward, train 420 nurses, doctors and pharmacists, and retire the paper drug charts.", ["Put barcode scanners and workstations on wheels on every ward", "Train 420 nurses, doctors and pharmacists", "Retire the paper drug charts"]]
  ] as const)("%s -> %j", (sentence, want) => {
    expect(briefFacts(sentence).steps.map((s) => s.task)).toEqual(want)
  })
})

describe("one consistent pack (point 8): the confidence section says whether the forecast supports the plan", () => {
  it("states the P50 and P80 finish and the schedule reserve before the deadline, and whether the forecast supports it", () => {
    const a = draftPack(brief({}))
    const f = forecastFigures(a)!
    const text = JSON.stringify(confidenceSection(a, 2))
    expect(text).toMatch(/schedule reserve of \d+ working days before the deadline of|leaves no schedule reserve/)
    expect(text).toMatch(/the P50 finish is/)
    expect(text).toMatch(f.result.finish.percentiles.P80.date! <= "2029-03-31" ? /the forecast supports it/ : /the forecast does not support it/)
    expect(text).toMatch(/The contingency of .* (?:covers|does not cover) the P80 cost/)
  })
})
