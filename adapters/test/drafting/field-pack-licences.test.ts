// Field packs lend a line only when the brief's words license it (issue 33, point 1): briefs of fields outside
// the sponsor set, written for this test, each beside a near twin that lacks the licensing words. A line a PM
// of the field expects appears in the first and not in the second; no drafted task fails the wording gate.
import { describe, expect, it } from "vitest"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"
import { unlicensedTerms } from "@initpack/core/drafting/wording/licences"
import { offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"

interface Pair {
  readonly name: string
  /** A brief with the words that license the lines. */
  readonly licensed: string
  /** The same kind of project without those words, and its name (a name is part of the brief). */
  readonly unlicensed: string
  readonly twin: string
  readonly lines: ReadonlyArray<RegExp>
}

const PAIRS: ReadonlyArray<Pair> = [
  {
    name: "Vineyard replanting",
    twin: "Hillcrest woodland restoration",
    licensed:
      "Hillcrest Estate will replant 40 hectares of old vineyard blocks over two winters on a £2.1m budget, finishing by 31 August 2029. Soil in the lower blocks is poor and the growers want new rootstocks. Seasonal labour is hard to find at harvest and the regional council must approve a new water take for irrigation. Risks: frost in spring, a dry summer killing young vines.",
    unlicensed:
      "Hillcrest Estate will restore 40 hectares of farmland to native woodland and wildflower meadow over two winters on a £2.1m budget, finishing by 31 August 2029. Soil in the lower fields is poor after years of grazing. Planting depends on the weather. Risks: a dry summer killing young trees, deer browsing the saplings.",
    lines: [/block removal and soil preparation/, /trellis/, /pest monitoring/, /seasonal labour/, /water take/i]
  },
  {
    name: "Quarry restoration",
    twin: "Brackenfield meadow restoration",
    licensed:
      "Restore the 60-hectare Brackenfield quarry after extraction ends in 2027: reshape the quarry faces and waste rock tips, respread topsoil, and plant 40,000 seedlings by the end of 2030 under the closure plan the regulator approved. Budget £3.5m from the restoration bond. Contamination is suspected under the old fuel store.",
    unlicensed:
      "Restore 60 hectares of river meadow at Brackenfield by the end of 2030: reconnect the floodplain, plant native hedges and create wet scrapes for wading birds. Budget £3.5m from a nature recovery grant. Landowners along the river must agree to the works.",
    lines: [/landform design/, /topsoil/, /contamination assessment/, /rehabilitation monitoring/]
  },
  {
    name: "Choir tour",
    twin: "Northgate oratorio season",
    licensed:
      "The Northgate Community Choir (60 singers) will tour Norway and Denmark for 10 days in June 2028, giving 6 concerts in churches and concert halls, on a budget of £95,000 from ticket income and an arts council grant. Singers travel by coach and ferry. Risks: a ferry cancellation, a venue pulling out, singers falling ill on the road.",
    unlicensed:
      "The Northgate Community Choir (60 singers) will stage a new oratorio for 6 concerts at its home concert hall in June 2028, on a budget of £95,000 from ticket income and an arts council grant. Rehearsals start in January. Risks: poor ticket sales, the soloist falling ill, the hall's organ repair overrunning.",
    lines: [/tour itinerary/, /travel booking/, /insurance for the instruments/]
  },
  {
    // a programme of teaching gets the education lines; a school building names pupils and classrooms too
    name: "Reading catch-up",
    twin: "Hillside classroom block",
    licensed:
      "Give 600 pupils in 9 primary schools who are behind in reading small-group tutoring sessions twice a week through the 2028/29 school year, on a £180,000 trust fund, so that 70% reach the expected standard by July 2029. Tutors need DBS checks. Risks: tutors hard to recruit, pupils missing lessons.",
    unlicensed:
      "Build a two-classroom block at Hillside Primary School for 60 pupils by September 2029 within £1.4m, while the school stays open. Planning permission is needed and the contractor must work around the school day. Risks: ground conditions, a late planning decision.",
    lines: [/progress tracking/, /termly review/, /school onboarding/, /impact evaluation/]
  },
  {
    // and a company on tour builds no event site
    name: "Choir festival",
    twin: "Northgate choir tour",
    licensed:
      "The Northgate Community Choir (60 singers) will hold a one-day outdoor choir festival in Northgate Park in June 2028 for 3,000 attendees, with 12 visiting choirs on two stages, on a budget of £95,000 from ticket income and an arts council grant. Risks: bad weather, a crowd safety incident, low ticket sales.",
    unlicensed:
      "The Northgate Community Choir (60 singers) will tour Norway and Denmark for 10 days in June 2028, giving 6 concerts in churches and concert halls, on a budget of £95,000 from ticket income and an arts council grant. Singers travel by coach and ferry. Risks: a ferry cancellation, a venue pulling out, singers falling ill on the road.",
    lines: [/event day control room/, /site equipment, signage, toilets/]
  },
  {
    name: "Water main replacement",
    twin: "Eastfield gas main renewal",
    licensed:
      "Replace 18 km of ageing cast-iron water mains and 1,900 service connections in Eastfield by March 2029 within £14m. Customers must have no more than two planned interruptions. Street works permits are needed from the council.",
    unlicensed:
      "Replace 18 km of ageing cast-iron gas mains and 1,900 service connections in Eastfield by March 2029 within £14m. Customers must have no more than two planned interruptions. Street works permits are needed from the council.",
    lines: [/pressure testing and disinfection/]
  },
  {
    name: "Hospital vaccination drive",
    twin: "Eye clinic move",
    licensed:
      "Raise flu and COVID vaccination uptake among the trust's 9,000 staff from 48% to 75% between September and December 2027, with peer vaccinators on every ward, pop-up clinics at shift changes and a cold chain checked at each site. Budget £120,000. Risks: vaccine deliveries late, hesitancy among younger staff.",
    unlicensed:
      "Move the trust's outpatient eye clinic to the new Riverside building between September and December 2027, with 9,000 appointments a year re-booked, the imaging equipment recommissioned and patients told where to go. Budget £120,000. Risks: the building handover slipping, patients going to the old site.",
    lines: [/vaccine ordering/, /immuniser workforce/, /cold chain storage/, /immunisation register/]
  },
  {
    name: "Cyber law readiness",
    twin: "Phishing awareness and MFA",
    licensed:
      "As an essential entity under NIS2, Nordvik Energy must meet the directive by 31 October 2028 within EUR 1.5m: report significant incidents to the national CSIRT within 24 hours, secure the OT networks of its 12 substations and put security clauses in its supplier contracts. The board must complete cyber training.",
    unlicensed:
      "Nordvik Energy will raise staff awareness of phishing and roll out multi-factor authentication to its 1,400 office staff by 31 October 2028 within EUR 1.5m. The cyber team is small and the service desk is already busy.",
    lines: [/incident reporting to the national CSIRT/, /OT security/, /security clauses into supplier contracts/]
  }
]

const tasksOf = (name: string, brief: string) => offlineDrafts.draftWbs({ project_name: name, project_scope: brief }).phases.flatMap((p) => p.tasks)

describe("field packs lend a line only when the brief licenses it", () => {
  it.each(PAIRS.map((p) => [p.name, p] as const))("%s: the lines appear with the licensing words and not without them", (_n, p) => {
    const withWords = tasksOf(p.name, p.licensed).map((t) => t.task).join("\n")
    const without = tasksOf(p.twin, p.unlicensed).map((t) => t.task).join("\n")
    for (const re of p.lines) {
      expect(withWords, `${re} with its words`).toMatch(re)
      expect(without, `${re} without them`).not.toMatch(re)
    }
  })

  it.each(PAIRS.map((p) => [p.name, p] as const))("%s: every drafted task is well worded and licensed", (_n, p) => {
    for (const [name, brief] of [[p.name, p.licensed], [p.twin, p.unlicensed]] as const)
      for (const { task, duration_days } of tasksOf(name, brief)) {
        expect(wordingProblems(task, duration_days === 0 ? "milestone" : "task"), task).toEqual([])
        expect(unlicensedTerms(task, brief), task).toEqual([])
      }
  })

  it("a single show moving to a second theatre is no tour; an orchestra's ivory bows need CITES papers only when the brief says so", () => {
    const transfer = "A new musical opens at the Harbour Theatre on 4 May 2028 for a five-week run of 35 performances and then transfers to the Playhouse for two weeks. Budget £400,000 from box office and an arts fund. Cast of 10, band of 5, set built by a scenic workshop."
    expect(tasksOf("Musical", transfer).map((t) => t.task).join("\n")).not.toMatch(/itinerary|travel booking/)
    const tour = "The Riverside Orchestra (40 musicians) will tour Japan for 12 days in October 2028 with 8 concerts, on ¥60m of concert fees. Some bows have ivory tips and need CITES documents."
    expect(tasksOf("Orchestra tour", tour).map((t) => t.task).join("\n")).toMatch(/CITES permits/)
    expect(tasksOf("Orchestra tour", tour.replace(/ Some bows.*$/, "")).map((t) => t.task).join("\n")).not.toMatch(/CITES/)
  })
})
