// Issue 33, point 4: blackout windows a brief names hold no work. Briefs written for this test, drafted as whole
// packs as `initpack pack` drafts them: no task a window holds runs inside it, the plan meets its deadline or says
// it does not, the plan's text names each window, and the health check finds nothing to say about them.
import { describe, expect, it } from "vitest"
import { reviewPack } from "@initpack/core/use-cases/review/review-pack"
import { blackoutWindows, heldBy, windowSpans } from "@initpack/core/rules/planning/blackout-windows"
import { briefLimitWarnings, planFinishLimit, readBriefLimits } from "@initpack/core/rules/planning/brief-limits"
import type { WbsRow } from "@initpack/core/use-cases/pack/wbs-rows"
import { draftPack, type SponsorBrief } from "./sponsor-briefs/pack-eval"

const brief = (project_name: string, summary: string, scope: string, constraints: string, risk_context: string): SponsorBrief => ({
  file: `${project_name}.json`,
  project_name,
  domain: "",
  delivery_approach: "Waterfall",
  procurement: "None",
  third_parties: "Contractor",
  clarification_answers: { scope, constraints },
  risk_context,
  stakeholders: [{ name: "Alex Morgan", role: "Sponsor", org: "Client", internal_external: "Internal" }],
  currency: "GBP",
  summary,
  expected_terms: [],
  risk_items: []
})

const BRIEFS: ReadonlyArray<SponsorBrief> = [
  brief(
    "Millbrook Footbridge Replacement",
    "Replace the collapsed Millbrook footbridge over the River Leam by 30 September 2029 within £1.8 million.",
    "A new 40-metre steel footbridge on new abutments, with the old piers removed from the river, open to walkers and cyclists by 30 September 2029.",
    "£1.8 million approved. No works in the river between October and March (spawning season). The towpath stays open at weekends.",
    "Flood flows could wash out the temporary works. Ground conditions at the abutments may be worse than the 1970s drawings show."
  ),
  brief(
    "Northgate Stores Till Replacement",
    "Replace the 6,000 tills in our 1,500 stores with new cloud-connected tills by 30 June 2029, within £24 million.",
    "Every store on the new tills, the old tills collected and recycled, and store staff trained, by 30 June 2029.",
    "£24 million capital. There is a trading freeze from mid-November to early January every year: no changes to stores or store systems during it.",
    "The new till software may not be ready for the pilot. Store staff may resist the change in the weeks before Christmas."
  ),
  brief(
    "Eastside Street Trees",
    "Plant 5,000 street trees across the eastern wards by 31 March 2030 within £4.5 million.",
    "5,000 new street trees planted in tree pits with three years of watering and aftercare.",
    "£4.5 million from the urban forest grant. Planting only between November and March. Utility searches are needed before any pit is dug.",
    "Dry summers may kill young trees. Buried utilities may rule out some planting sites."
  ),
  brief(
    "Harbour Museum Gallery Refit",
    "Refit the three permanent galleries of the Harbour Museum and reopen them by 31 May 2028 within £2.2 million.",
    "Three galleries refitted with new cases, lighting and interpretation, and 1,400 objects reinstalled.",
    "£2.2 million from the trustees. The museum is closed in August 2027 for roof repairs. No site work between 20 December 2027 and 4 January 2028.",
    "Objects may need more conservation than planned. The case maker may deliver late."
  ),
  brief(
    "County Schools Heat Pumps",
    "Install heat pumps in 40 county schools by 31 August 2029 within £9 million.",
    "Gas boilers replaced by air-source heat pumps in 40 schools, with new radiators where needed.",
    "£9 million from the decarbonisation fund. Installations in schools: none during the mock exam weeks in January and June.",
    "The electricity network may need reinforcing at some schools. Installers are in short supply."
  )
]

/** The stage (top-level row's task) of each row. */
const stageOf = (rows: ReadonlyArray<WbsRow>, r: WbsRow): string => rows.find((p) => p.id === r.parent_id)?.task ?? ""

const drafted = BRIEFS.map((b) => ({ b, a: draftPack(b) }))

describe("blackout windows hold no work in drafted plans (issue 33)", () => {
  it.each(drafted.map((d) => [d.b.project_name, d] as const))("%s: no held task inside a window; deadline met or said; the plan names each window", (_name, { a }) => {
    const text = a.brief_text ?? ""
    const windows = blackoutWindows(text)
    expect(windows.length).toBeGreaterThan(0)
    const rows = (a.wbs ?? []) as ReadonlyArray<WbsRow>
    const leaves = rows.filter((r) => r.parent_id !== null && r.duration_days > 0)
    const finish = rows.reduce((m, r) => (r.end_date && r.end_date > m ? r.end_date : m), "")
    let heldCount = 0
    for (const w of windows) {
      const spans = windowSpans(w, rows[0]!.start_date!, finish)
      const held = leaves.filter((r) => heldBy(w, r.task, stageOf(rows, r)))
      heldCount += held.length
      const inside = held.filter((r) => spans.some((s) => r.start_date! <= s.end && r.end_date! >= s.start))
      expect(inside.map((r) => `${r.task} ${r.start_date}..${r.end_date} in ${w.label}`)).toEqual([])
    }
    expect(heldCount).toBeGreaterThan(0)
    const deadline = planFinishLimit(readBriefLimits(text))?.date.toISOString().slice(0, 10)
    expect(deadline).toBeDefined()
    if (finish > deadline!) expect(briefLimitWarnings({ text, finish }).length).toBeGreaterThan(0)
    expect(a.executionSummary?.content_md).toMatch(/## Working windows\n- /)
    expect(reviewPack(a, {}).filter((f) => f.rule === "plan.blackout")).toEqual([])
  })

  it("moves work out of the windows: some tasks carry a 'start no earlier than' just after a window", () => {
    const moved = drafted.flatMap(({ a }) => ((a.wbs ?? []) as ReadonlyArray<WbsRow>).filter((r) => r.start_no_earlier_than !== undefined))
    expect(moved.length).toBeGreaterThanOrEqual(3)
    // the river works wait for April; the trees for November
    const river = (drafted[0]!.a.wbs ?? []) as ReadonlyArray<WbsRow>
    expect(river.some((r) => r.start_no_earlier_than?.slice(5, 7) === "04")).toBe(true)
    expect(drafted[0]!.a.executionSummary?.content_md).toContain("Works on site held outside the spawning season, October to March every year.")
    expect(drafted[2]!.a.executionSummary?.content_md).toContain("Planting only from November to March every year.")
  })

  it("a plan the windows make late says so", () => {
    const tight = brief(
      "Weir Pool Repairs",
      "Repair the Weir Pool wall by 30 November 2027 within £0.9 million.",
      "The 200-metre retaining wall of the weir pool repaired and its toe protected.",
      "£0.9 million. No works in the river from February to December because of migrating fish.",
      "High flows may stop work."
    )
    const a = draftPack(tight)
    const rows = (a.wbs ?? []) as ReadonlyArray<WbsRow>
    const finish = rows.reduce((m, r) => (r.end_date && r.end_date > m ? r.end_date : m), "")
    expect(finish > "2027-11-30").toBe(true)
    expect(briefLimitWarnings({ text: a.brief_text ?? "", finish }).join(" ")).toMatch(/finishes on .* after/)
  })
})
