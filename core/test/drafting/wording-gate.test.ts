import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { wordingProblems, wellWorded } from "../../src/drafting/wording/line-problems"
import { unlicensedTerms } from "../../src/drafting/wording/licences"
import { gateDraft, malformedLines } from "../../src/drafting/wording/draft-lines"
import { withoutTasks } from "../../src/drafting/wbs-links"
import type { WbsDraft } from "../../src/drafting/wbs"

const rules = (line: string, kind: Parameters<typeof wordingProblems>[1]) => wordingProblems(line, kind).map((p) => p.rule)

describe("the wording gate (issue 33, point 2)", () => {
  it.each([
    ["Have 250,000 pages of regional newspapers", "task", "not-verb-first"],
    ["Accept every piece of work the brief", "task", "mentions-brief"],
    ["Accept every piece of work", "task", "not-verb-first"],
    ["Tour the museum's", "task", "fragment"],
    ["In the team's own words: \"Readers request these titles 4,000 times a year.\"", "risk", "quotes-brief"],
    ["The brief names the legacy vendor as taking part.", "sentence", "quotes-brief"],
    ["Everything is done by 31 December 2028, the deadline in the brief", "risk", "deadline-as-risk"],
    ["Deadline in the brief met: the end of 2028", "milestone", "mentions-brief"],
    ["We want every resident to renew a permit online", "risk", "aim-as-risk"],
    ["For business users, Online Permits will make the platform simple", "risk", "aim-as-risk"],
    ["Named in the brief for Riverbend Permits Replacement.", "sentence", "quotes-brief"],
    ["In scope are replace the council's", "sentence", "fragment"],
    ["Order {qty} scanners", "task", "placeholder"],
    ["Replace it with an online permit system where residents apply, pay", "item", "fragment"],
    // a constraint sentence cut into a task: a verb with only a place after it, a statement, a list cut short
    ["Work near the two primary schools", "task", "no-object"],
    ["Total funding is $1.2 million", "task", "not-verb-first"],
    ["Replace the city's 1998 finance, payroll", "task", "fragment"],
    // a risk's title as the sponsor said it: run-on clauses, a spoken opener, a clause cut at its verb, a whole paragraph
    ["A player falls ill we can't always find a deputy abroad", "risk", "not-a-title"],
    ["Honestly, the big worry is the script: the second act is still in draft", "risk", "not-a-title"],
    ["Our previous framework contractor went", "risk", "fragment"],
    ["The set has to fit both stages and get in and out of the Playhouse in a day", "risk", "not-a-title"]
  ] as const)("%s is refused as a %s (%s)", (line, kind, rule) => {
    expect(rules(line, kind)).toContain(rule)
  })

  it.each([
    ["Scan and OCR the 250,000 pages in batches", "task"],
    ["Brief the stewards and volunteers with the run sheet", "task"],
    ["Prepare the brief with the head teacher", "task"],
    ["Go-live", "task"],
    ["First venue opens", "milestone"],
    ["Commissioned against the design brief.", "sentence"],
    ["Late delivery of racking, which would delay the move and add cost.", "sentence"],
    ["What the benefits are for.", "sentence"],
    ["Banking app with biometric log-in", "risk"],
    ["Handling requests for originals", "kpi"],
    ["Agree working hours and traffic management near the two primary schools", "task"],
    ["Plan overnight working with security and cleaning", "task"],
    ["Check the kit is ready before each shift", "task"],
    ["Framework contractor insolvency", "risk"],
    ["Possessions cancelled at short notice", "risk"],
    ["If a shopfitter goes bust, half the programme stalls", "risk"]
  ] as const)("%s passes as a %s", (line, kind) => {
    expect(wordingProblems(line, kind)).toEqual([])
  })

  it("refuses any line that quotes the source back, whatever surrounds it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (a, b) => {
        expect(wellWorded(`${a} In the team's own words: ${b}`, "sentence")).toBe(false)
        expect(wellWorded(`${a} named in the brief ${b}`, "item")).toBe(false)
      })
    )
  })
})

describe("licence rules (issue 33, point 1)", () => {
  it("refuses another kind of project's terms and allows them when the brief licenses them", () => {
    expect(unlicensedTerms("Clear the site and return it to the landowner", "A touring exhibition of 40 objects to five museums")).toEqual(["landowner"])
    expect(unlicensedTerms("Recruit participants and track recruitment against target", "A laboratory information system for 12 labs")).toContain("participants")
    expect(unlicensedTerms("Plan the go-live weekend", "Replace the footbridge over the river")).toEqual(["go-live"])
    expect(unlicensedTerms("Plan the go-live weekend", "Replace the permit system with a cloud platform")).toEqual([])
    expect(unlicensedTerms("Recruit participants", "A randomised trial with 600 participants")).toEqual([])
    // a data steward is no event steward
    expect(unlicensedTerms("Appoint a data steward for each domain", "Move claims data to a cloud platform")).toEqual([])
  })
})

const wbs = (tasks: ReadonlyArray<[string, string]>): WbsDraft => ({
  phases: [
    { phase: "Initiation", tasks: [{ task: "Write the PID", duration_days: 5, resource: "PM", predecessors: "" }] },
    { phase: "Build", tasks: tasks.map(([task, predecessors]) => ({ task, duration_days: 3, resource: "Team", predecessors })) }
  ]
})

describe("gating a drafted WBS keeps its links", () => {
  it("drops a malformed task and links its successor to what the dropped task waited for", () => {
    const draft = wbs([["Survey the sites", "1.1"], ["Have 120 vans", "2.1"], ["Install the chargers", "2.2"], ["Test the chargers", "2.3, 2.1"]])
    const out = gateDraft("draftWbs", draft)
    expect(out.dropped).toEqual(["Have 120 vans"])
    expect(out.response.phases[1]!.tasks.map((t) => [t.task, t.predecessors])).toEqual([
      ["Survey the sites", "1.1"],
      ["Install the chargers", "2.1"],
      ["Test the chargers", "2.2, 2.1"]
    ])
    expect(malformedLines("draftWbs", out.response)).toEqual([])
  })

  it("never leaves a link to a row that is gone or later (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (keeps) => {
        const tasks = keeps.map((_, i) => [`Task number ${i}`, i === 0 ? "1.1" : `2.${i}`] as [string, string])
        const out = withoutTasks(wbs(tasks), (t) => t.task === "Write the PID" || keeps[Number(t.task.split(" ")[2])] === true)
        const rows = out.phases[1]!.tasks
        rows.forEach((t, k) => {
          for (const ref of (t.predecessors ?? "").split(/,\s*/).filter((x) => x.length > 0)) {
            expect(ref === "1.1" || (ref.startsWith("2.") && Number(ref.slice(2)) <= k)).toBe(true)
          }
        })
      })
    )
  })
})

describe("a model's answer is held to the same rules (issue 33, point 9)", () => {
  it("drops a malformed task and one from another kind of project, keeping the links in order", async () => {
    const { finaliseDraft } = await import("../../src/drafting/finalise")
    const answer: WbsDraft = {
      phases: [
        { phase: "Build", tasks: [
          { task: "Condition-check the 120 textiles", duration_days: 10, resource: "Conservator" },
          { task: "Clear the site and return it to the landowner", duration_days: 2, resource: "Site Manager" },
          { task: "Deadline in the brief met: 1 May 2028", duration_days: 0, resource: "Board" },
          { task: "Crate the objects for the first venue", duration_days: 5, resource: "Registrar" }
        ] }
      ]
    }
    const out = finaliseDraft("draftWbs", { project_name: "Threads", project_scope: "A touring exhibition of 120 textiles to five museums." }, answer)
    expect(out.phases[0]!.tasks.map((t) => t.task)).toEqual(["Condition-check the 120 textiles", "Crate the objects for the first venue"])
  })
})

describe("licence rules of the work patterns (issue 33)", () => {
  it("an asbestos survey needs building work, safeguarding needs people at risk, TUPE needs a service transfer", () => {
    expect(unlicensedTerms("Commission an asbestos survey before intrusive work", "Replace the payroll system by June.")).toEqual(["asbestos"])
    expect(unlicensedTerms("Commission an asbestos survey before intrusive work", "Refurbish the 1960s library and its hall.")).toEqual([])
    expect(unlicensedTerms("Write the safeguarding policy and reporting route", "Move the finance team to a new ledger.")).toEqual(["safeguarding"])
    expect(unlicensedTerms("Write the safeguarding policy and reporting route", "Run holiday clubs for young people in six towns.")).toEqual([])
    expect(unlicensedTerms("Complete the TUPE consultation", "Build a new website.")).toEqual(["TUPE"])
    expect(unlicensedTerms("Complete the TUPE consultation", "Bring the outsourced cleaning service back in house.")).toEqual([])
  })
})
