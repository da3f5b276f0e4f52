// Issue 33: a brief that buys or builds a major asset (a vessel, vehicles, a large machine, a building) gets its
// supply chain in the plan and its contract in the budget, sized by what the brief says about time and money.
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { make } from "@initpack/adapters/drafting/offline-drafter"
import { mainAssets } from "@initpack/adapters/drafting/offline/main-assets"
import { statedLeadTimes } from "@initpack/adapters/drafting/offline/lead-times"
import { taskNature } from "@initpack/adapters/drafting/offline/links"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"
import { unlicensedTerms } from "@initpack/core/drafting/wording/licences"
import { wbsRows } from "@initpack/core/use-cases/pack/wbs-rows"
import * as Either from "effect/Either"

const FERRY =
  "The county council runs the only car ferry to the island. The old ferry is 41 years old and breaks down often. " +
  "We want a new hybrid-electric ferry carrying 24 cars and 200 passengers in service by 31 October 2029, with shore charging at both slipways. " +
  "The Department of Transport has approved EUR 18.5 million of capital. The shipyard contract alone is expected at about EUR 14 million and yards quote a build time of 22 months from contract. " +
  "A 2 MW grid connection is needed for the chargers; the network company quotes 14 months for the connection. Twelve crew need type training on the new vessel. The project starts on 1 February 2027."

describe("main assets a brief buys or builds", () => {
  it("reads the asset, its count, whether it replaces one, its supply time and price as sponsors put them", () => {
    const [ferry] = mainAssets(FERRY)
    expect(ferry).toMatchObject({ phrase: "hybrid-electric ferry", noun: "ferry", count: 1, replaces: true, months: 22, monthsStated: "22 months", cost: { value: 14_000_000 }, operators: "twelve crew" })
    expect(ferry!.kind.id).toBe("vessel")
    const [scanner] = mainAssets("We need to replace our 1998 MRI scanner by March 2028. The manufacturer quotes a delivery time of 20 weeks.")
    expect(scanner).toMatchObject({ noun: "MRI scanner", count: 1, replaces: true, months: 5 })
    const [buses] = mainAssets("The council will buy 40 battery-electric buses and install depot charging.")
    expect(buses).toMatchObject({ phrase: "battery-electric buses", count: 40, months: 12 })
    expect(buses!.monthsStated).toBeUndefined()
    // replaced: the words describe the old ones, not what is bought
    expect(mainAssets("Replace 12 diesel buses with electric ones.")[0]).toMatchObject({ phrase: "buses", count: 12, replaces: true })
    // vans come from a dealer's stock in weeks: no asset built to order
    expect(mainAssets("Replace 120 diesel vans with electric ones.")).toEqual([])
  })

  it("finds none where nothing is bought or built: a compound noun, a move into a building, an IT system", () => {
    expect(mainAssets("We want to improve bus routes, and new building regulations apply.")).toEqual([])
    expect(mainAssets("The team moves into a new depot in May.")).toEqual([])
    expect(mainAssets("Procure a new case management system by 2028.")).toEqual([])
    expect(mainAssets("Build a new library in the town centre.")[0]?.kind.id).toBe("building")
  })

  it("a quote for another thing stays that thing's lead time", () => {
    expect(statedLeadTimes(FERRY)).toEqual([{ thing: "grid connection", n: 14, unit: "month", quoted: true }])
  })

  it("plans the chain: specification, tender, the long build with the other work beside it, trials, crew training, service, the old one's disposal", () => {
    const drafter = Effect.runSync(make)
    const draft = Effect.runSync(drafter.draftWbs({ project_name: "Island Ferry Replacement", project_scope: FERRY }))
    const tasks = draft.phases.flatMap((p) => p.tasks.map((t) => ({ ...t, phase: p.phase })))
    const at = (re: RegExp) => tasks.findIndex((t) => re.test(t.task))
    const spec = at(/^Write the performance specification for the hybrid-electric ferry/)
    const tender = at(/^Tender for the hybrid-electric ferry/)
    const build = at(/^Design and build the hybrid-electric ferry at the shipyard over the quoted 22 months/)
    const trials = at(/^Run the sea trials/)
    const train = at(/^Train the twelve crew on the new ferry/)
    const service = at(/^Bring the hybrid-electric ferry into service/)
    const old = at(/^Withdraw the old ferry from service/)
    for (const i of [spec, tender, build, trials, train, service, old]) expect(i).toBeGreaterThanOrEqual(0)
    expect([spec, tender, build, trials, train, service, old]).toEqual([...[spec, tender, build, trials, train, service, old]].sort((a, b) => a - b))
    expect(tasks[build]!.duration_days).toBe(Math.round(22 * 21.7))
    expect(taskNature(tasks[build]!.task, tasks[build]!.duration_days)).toBe("supply")
    // the shipyard's time is in its contract, not in the labour: the owner's technical lead watches a day a week
    expect(JSON.parse(tasks[build]!.resource)).toEqual([{ role: "Shipyard", allocation: 0 }, { role: "Technical Lead", allocation: 0.2 }])
    expect(at(/^Deliver the grid connection over the quoted lead time of 14 months/)).toBeGreaterThan(tender)
    for (const t of tasks) {
      expect(wordingProblems(t.task, t.duration_days === 0 ? "milestone" : "task"), t.task).toEqual([])
      expect(unlicensedTerms(t.task, FERRY), t.task).toEqual([])
    }
    // no field roll-out to customers' premises for a ferry (chargers and a grid connection are no utility roll-out)
    expect(tasks.filter((t) => /street works|installers|billing records|work areas/i.test(t.task))).toEqual([])

    const rows = Either.getOrThrow(wbsRows(draft, "2027-02-01"))
    const row = (i: number) => rows.find((r) => r.task === tasks[i]!.task)!
    // the grid connection runs beside the build, and the trials wait for the ferry
    expect(row(at(/grid connection over/)).start_date! < row(build).end_date!).toBe(true)
    expect(row(trials).start_date! > row(build).end_date!).toBe(true)
    expect(row(train).start_date! > row(trials).end_date!).toBe(true)
    // so the plan ends after the ferry can exist, and before the date the brief names
    const finish = rows.reduce((m, r) => (r.end_date! > m ? r.end_date! : m), "")
    expect(finish > "2029-01-01" && finish <= "2029-10-31").toBe(true)
  })

  it("prices the asset's contract from the brief's own figure, else from the money it names, else a typical price", () => {
    const drafter = Effect.runSync(make)
    const extras = (scope: string, currency: string) =>
      Effect.runSync(drafter.budgetExtras({ project_name: "Asset", context: scope, currency, scope_flags: { has_software: false, has_hardware: false, has_third_party: false } } as never)).items
    const ferry = extras(FERRY, "EUR").find((i) => /ferry/i.test(i.item))!
    expect(ferry).toMatchObject({ item: "Hybrid-electric ferry (shipyard contract)", estimated_cost: 14_000_000, category: "Third-party", cost_type: "CAPEX" })
    expect(ferry.justification).toMatch(/brief's figure for the shipyard contract \(EUR 14 million\)/)
    const scanner = extras("Replace our 1998 MRI scanner by March 2028. The trust has approved a budget of £2.8m for the project.", "GBP").find((i) => /scanner/i.test(i.item))!
    expect(scanner.estimated_cost).toBeCloseTo(2_800_000 * 0.7, -4)
    expect(scanner.justification).toMatch(/assumed at 70% of the GBP 2,800,000 it names/)
    const tugs = extras("Buy two new harbour tugs for the port.", "AUD").find((i) => /tugs/i.test(i.item))!
    expect(tugs.item).toBe("2 Harbour tugs (shipyard contract)")
    expect(tugs.estimated_cost).toBe(2 * 25_000_000)
    expect(tugs.justification).toMatch(/^Assumed at about AUD 25,000,000 each/)
    // counted things a planning rate already prices keep their rate's line, with no second contract beside it
    const buses = extras("Buy 12 new hydrogen buses for the city routes.", "AUD")
    expect(buses.map((i) => i.item)).toContain("Buses: 12 buses")
    expect(buses.filter((i) => /contract\)$/.test(i.item))).toEqual([])
  })
})

describe("main assets beside the packs of the brief's field", () => {
  const drafter = Effect.runSync(make)
  const wbs = (scope: string) =>
    Effect.runSync(drafter.draftWbs({ project_name: "Asset", project_scope: scope })).phases.flatMap((p) => p.tasks.map((t) => t.task))

  it("an MRI scanner is hospital equipment, not a device of a handheld-scanner roll-out", () => {
    const tasks = wbs("Replace our MRI scanner with a new 3T scanner by 15 March 2028. The Trust Board has approved GBP 3.2 million. Radiographers must be trained before the first patient.")
    expect(tasks.filter((t) => /device|wi-fi|line-of-business|asset-tag/i.test(t))).toEqual([])
    expect(tasks.some((t) => /^Manufacture and deliver the 3T scanner/.test(t))).toBe(true)
    expect(tasks.some((t) => /^Withdraw the old scanner from service/.test(t))).toBe(true)
  })

  it("a fleet the field's pack already buys still waits for its build, after the award; a quoted range is planned at its longer end", () => {
    const tasks = wbs(
      "Replace all 40 diesel buses with battery-electric buses by 2029-03-31, with overnight depot charging. The fleet manager writes the vehicle specification. The network operator has quoted 18 to 24 months for the connection."
    )
    const award = tasks.findIndex((t) => /award/i.test(t))
    const build = tasks.findIndex((t) => /^Build and deliver the 40 buses/.test(t))
    expect(build).toBeGreaterThan(award)
    expect(tasks.some((t) => /lead time of 24 months/.test(t))).toBe(true)
  })
})
