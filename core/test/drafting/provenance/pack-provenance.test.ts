import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "../../../src/document/artefacts"
import { packProvenance } from "../../../src/drafting/provenance/pack-provenance"
import { provenanceNote } from "../../../src/drafting/provenance/provenance"
import { reviewLines } from "../../../src/rules/pack-review/review-lines"
import { sentencesOf } from "../../../src/drafting/provenance/brief-sentences"

const BRIEF_TEXT = [
  "The herbarium holds 312,000 specimens on paper sheets that are fading.",
  "Goals: Digitise every specimen sheet by March 2028; Cut loan requests answered by post to below 1 in 20.",
  "constraints: Funding capped at AUD 2.4m; the collection stays on site."
].join("\n")

const draft: ProjectArtefacts = {
  project: { name: "Herbarium Digitisation", method: "waterfall" },
  brief_text: BRIEF_TEXT,
  scope: {
    goals: [
      { title: "Digitise every specimen sheet by March 2028", kpis: [{ metric: "Sheets digitised", target: "312,000 sheets" }] },
      { title: "Improve stakeholder satisfaction", kpis: [{ metric: "Milestones achieved on schedule", target: "90% of milestones within one week of plan" }] }
    ],
    deliverables: [{ title: "Project Initiation Document approved" }]
  },
  stakeholders: [
    { name: "Senior User for the collection", role: "Senior User", board_role: "Senior User" },
    { name: "Dana Reyes", role: "Head of Collections", board_role: "Executive" }
  ],
  risks: [
    { title: "Fading paper sheets are damaged in handling", likelihood: "Medium", impact: "High" },
    { title: "Sheets tear in transit to the conservation studio", likelihood: "Low", impact: "Medium" }
  ],
  wbs: [
    { id: "1", parent_id: null, task: "Digitisation", duration_days: 200 },
    { id: "1.1", parent_id: "1", task: "Image the 312,000 specimens in batches", duration_days: 150 },
    { id: "1.2", parent_id: "1", task: "Confirm project mandate and appoint the project board", duration_days: 3 }
  ],
  budget: {
    config: { currency: "AUD", contingency_pct: 0.1 },
    items: [
      { item: "Specimen imaging", category: "Capital", estimated_cost: 936000, justification: "312,000 specimens at about AUD 3 each (typical range 1 to 6), a planning rate from digitisation programmes; replace it with the supplier's quote." },
      { item: "Imaging software licence", category: "Software", estimated_cost: 30000, justification: "Needed for the work (imaging software licence); priced at an assumed 30,000 until a quote is in." },
      { item: "Independent quality assurance review", category: "Assurance", estimated_cost: 12000, justification: "Independent assurance at key stage gates." },
      { item: "Contingency reserve", category: "Contingency", estimated_cost: 97800, justification: "" }
    ]
  }
}

describe("sentencesOf", () => {
  it("joins a sentence wrapped over lines, splits list items and labelled lines, and drops the labels", () => {
    const text = "Researchers ask for loans\nby post and wait weeks. The rest.\n- Move 18,000 books\nRisks: the sheets may tear; staff are short.\nbackground: The vendor ends support."
    expect(sentencesOf(text).map((s) => s.text)).toEqual([
      "Researchers ask for loans by post and wait weeks.",
      "The rest.",
      "Move 18,000 books",
      "the sheets may tear",
      "staff are short.",
      "The vendor ends support."
    ])
  })
})

describe("packProvenance", () => {
  const p = packProvenance(draft, { project: { name: "Herbarium Digitisation" }, stakeholders: [{ name: "Dana Reyes", role: "Head of Collections" }] })

  it("gives every review line a provenance, under the review screen's keys", () => {
    expect(Object.keys(p).sort()).toEqual(reviewLines(draft).map((l) => l.key).sort())
  })

  it("quotes the brief sentence a line rests on", () => {
    expect(p["scope.goals.0"]).toEqual({ kind: "brief", quote: "Digitise every specimen sheet by March 2028" })
    expect(p["risks.0"]).toMatchObject({ kind: "brief", quote: "The herbarium holds 312,000 specimens on paper sheets that are fading." })
    expect(p["stakeholders.1"]).toMatchObject({ kind: "brief", quote: "Dana Reyes, Head of Collections." })
  })

  it("marks a stock KPI without a figure from the brief, and a proposed board role, as assumed", () => {
    expect(p["scope.goals.1"]?.kind).toBe("assumed")
    expect(p["scope.goals.1"]?.reason).toContain("Milestones achieved on schedule")
    expect(p["stakeholders.0"]).toMatchObject({ kind: "assumed" })
    expect(p["stakeholders.0"]?.reason).toContain("name the person")
  })

  it("gives priced lines, sized work packages and contingency their formula", () => {
    expect(p["budget.0"]).toEqual({ kind: "computed", rule: "312,000 specimens at about AUD 3 each (typical range 1 to 6)" })
    expect(p["wbs.1.1"]?.kind).toBe("computed")
    expect(p["wbs.1.1"]?.rule).toBe("312,000 specimens in 150 working days (about 2,080 a working day); cost 312,000 specimens at about AUD 3 each")
    expect(p["budget.3"]).toEqual({ kind: "computed", rule: "10% of the base cost" })
    expect(p["budget.1"]?.kind).toBe("assumed")
  })

  it("leaves method and knowledge lines as knowledge, a knowledge line with the brief's words that drew it in", () => {
    expect(p["risks.1"]).toMatchObject({ kind: "knowledge", triggers: ["sheet"] })
    expect(p["risks.1"]?.reason).toBe("From the knowledge packs, drawn in by the brief's words: sheet")
    expect(p["wbs.1.2"]).toEqual({ kind: "knowledge", reason: "A method line (PRINCE2 or agile skeleton) or a knowledge-pack line" })
    expect(p["wbs.1"]?.kind).toBe("knowledge")
    expect(p["wbs.1.2"]?.kind).toBe("knowledge")
    expect(p["budget.2"]?.kind).toBe("knowledge")
    expect(p["scope.deliverables.0"]?.kind).toBe("knowledge")
  })

  it("marks milestones dated from the default start as assumed when the brief names no date", () => {
    const undated = packProvenance({ project: { name: "X", method: "waterfall" }, brief_text: "Move the office.", wbs: [{ id: "1", parent_id: null, task: "Close" }, { id: "1.1", parent_id: "1", task: "Project closure approval", duration_days: 0 }] })
    expect(undated["wbs.1.1"]?.kind).toBe("assumed")
    expect(packProvenance({ ...draft, wbs: [{ id: "1", parent_id: null, task: "Close" }, { id: "1.1", parent_id: "1", task: "Project closure approval", duration_days: 0 }] })["wbs.1.1"]?.kind).toBe("knowledge")
  })

  it("calls nothing assumed for want of a brief it does not have (an imported plan keeps no brief text)", () => {
    const bare = packProvenance({ ...draft, brief_text: undefined })
    expect(bare["scope.goals.1"]?.kind).toBe("knowledge")
    expect(bare["stakeholders.0"]?.kind).toBe("assumed")
    expect(packProvenance({ project: { name: "X", method: "waterfall" }, wbs: [{ id: "1", parent_id: null, task: "Close" }, { id: "1.1", parent_id: "1", task: "Project closure approval", duration_days: 0 }] })["wbs.1.1"]?.kind).toBe("knowledge")
  })

  it("says in a tooltip what the marker rests on", () => {
    expect(provenanceNote(p["scope.goals.0"]!)).toBe('From the brief: "Digitise every specimen sheet by March 2028"')
    expect(provenanceNote(p["budget.3"]!)).toBe("Computed: 10% of the base cost")
  })
})

describe("dates in the brief", () => {
  const plan = (brief_text: string): ProjectArtefacts => ({ project: { name: "X", method: "waterfall" }, brief_text, wbs: [{ id: "1", parent_id: null, task: "Close" }, { id: "1.1", parent_id: "1", task: "Project closure approval", duration_days: 0 }] })
  it("reads a year or a day and month as a date, not the word 'may' or a word starting like a month", () => {
    expect(packProvenance(plan("The contractor may be late; marketing and decisions are slow."))["wbs.1.1"]?.kind).toBe("assumed")
    expect(packProvenance(plan("Open on 3 March."))["wbs.1.1"]?.kind).toBe("knowledge")
    expect(packProvenance(plan("Finish in 2027."))["wbs.1.1"]?.kind).toBe("knowledge")
  })
})
