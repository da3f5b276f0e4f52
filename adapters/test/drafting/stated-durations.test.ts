// Issue 33, point 4: durations the brief states shape the tasks. Briefs written for this test, drafted as whole
// packs: the task doing the work lasts the length the brief gives it, and the plan meets its deadline or says so.
import { describe, expect, it } from "vitest"
import { briefLimitWarnings } from "@initpack/core/rules/planning/brief-limits"
import type { WbsRow } from "@initpack/core/use-cases/pack/wbs-rows"
import { draftPack, type SponsorBrief } from "./sponsor-briefs/pack-eval"

const brief = (project_name: string, summary: string, scope: string, constraints: string): SponsorBrief => ({
  file: `${project_name}.json`,
  project_name,
  domain: "",
  delivery_approach: "Waterfall",
  procurement: "None",
  third_parties: "Vendor",
  clarification_answers: { scope, constraints },
  risk_context: "Ticket sales may be slow at first.",
  stakeholders: [{ name: "Sam Reid", role: "Artistic Director", org: "Company", internal_external: "Internal" }],
  currency: "GBP",
  summary,
  expected_terms: [],
  risk_items: []
})

const CASES = [
  {
    b: brief(
      "Harbour Lights Musical",
      "Stage a new musical, The Harbour Lights, at the Quay Theatre with a six-week run from 6 September 2027, within £700,000.",
      "A six-week run of 40 performances from 6 September 2027, the last on 16 October 2027.",
      "£700,000 including the cast and the band."
    ),
    task: /performances|run/i,
    days: 30
  },
  {
    b: brief(
      "Northern Strings Autumn Tour",
      "Take the Northern Strings chamber orchestra on a 17-day concert tour of nine cities by 31 October 2027 within £420,000.",
      "A 17-day tour: 12 concerts at nine venues, with the orchestra's 38 musicians, instruments and freight, ending by 31 October 2027.",
      "£420,000 from ticket income and an arts council grant."
    ),
    task: /concerts|tour/i,
    days: 13
  },
  {
    b: brief(
      "Printed Cotton Touring Exhibition",
      "Tour an exhibition of printed cottons to four partner museums by 31 December 2029 within £600,000.",
      "The exhibition shown at the four partner museums in turn, with 300 objects conserved and mounted.",
      "£600,000 from a heritage grant. Each partner only has its gallery free for a three-month slot."
    ),
    task: /exhibition/i,
    days: 4 * 63
  }
]

describe("durations the brief states shape the drafted tasks (issue 33)", () => {
  it.each(CASES.map((c) => [c.b.project_name, c] as const))("%s", (_name, c) => {
    const a = draftPack(c.b)
    const rows = (a.wbs ?? []) as ReadonlyArray<WbsRow>
    const lengths = rows.filter((r) => r.parent_id !== null && c.task.test(r.task)).map((r) => r.duration_days)
    expect(lengths).toContain(c.days)
    const finish = rows.reduce((m, r) => (r.end_date && r.end_date > m ? r.end_date : m), "")
    const deadline = /by (\d+ \w+ 20\d\d)/.exec(c.b.summary)?.[1]
    if (deadline && finish > new Date(`${deadline} UTC`).toISOString().slice(0, 10)) expect(briefLimitWarnings({ text: a.brief_text ?? "", finish }).length).toBeGreaterThan(0)
  })
})
