// Lines a PM struck out when reading the docs example's pack and unseen briefs' packs (issue 33): a level reached
// listed as a deliverable, today's level inside a metric, a year read as a count, one ambiguous word in a project's
// name taken for a field, the same training twice, and a drafted budget line for what the brief already prices.
import { readFileSync } from "node:fs"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { parse } from "yaml"
import { describe, expect, it } from "vitest"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { resolveBrief } from "@initpack/core/brief/resolve-brief"
import { draftProject } from "@initpack/core/use-cases/pack/draft-project"
import { layer } from "@initpack/adapters/drafting/offline-drafter"
import { goalFigures } from "@initpack/adapters/drafting/offline/goal-figures"
import { makeContext } from "@initpack/adapters/drafting/offline/context"
import { quantityPhrases } from "@initpack/adapters/drafting/offline/stages"

const example = (() => {
  const decoded = decodeBrief(parse(readFileSync(new URL("../../../docs/examples/waterfall.yaml", import.meta.url), "utf8")))
  if (Either.isLeft(decoded)) throw new Error(decoded.left.message)
  const brief = resolveBrief(decoded.right, { method: "waterfall" }, "2026-01-01")
  return Effect.runSync(draftProject(brief, { now: new Date("2026-01-05T09:00:00Z") }).pipe(Effect.provide(layer)))
})()

describe("the docs example's pack, read by a PM", () => {
  it("lists things handed over as deliverables, not levels reached ('25 permit decision time')", () => {
    const titles = ((example.scope as { deliverables: ReadonlyArray<{ title: string }> }).deliverables).map((d) => d.title)
    expect(titles.some((t) => /^\d+ permit decision time/i.test(t))).toBe(false)
    expect(titles).toContain("Permit lodgement moved online")
  })

  it("trains the 60 officers once, after acceptance testing", () => {
    const rows = (example.wbs ?? []) as ReadonlyArray<{ task: string; start_date?: string; end_date?: string }>
    const training = rows.filter((r) => /^train\b/i.test(r.task) && /officers/i.test(r.task))
    expect(training).toHaveLength(1)
    const uat = rows.find((r) => /user acceptance testing/i.test(r.task))!
    expect(training[0]!.start_date! > uat.end_date!).toBe(true)
  })

  it("does not price penetration testing twice beside the brief's own 'Penetration test' one-off", () => {
    const items = ((example.budget as { items: ReadonlyArray<{ item: string | null }> }).items).map((i) => i.item ?? "")
    expect(items.filter((i) => /penetration test/i.test(i))).toEqual(["Penetration test"])
  })
})

describe("reading a brief's figures and words", () => {
  it("keeps today's level out of the metric: 'cut waiting times from 15 days to 2 days'", () => {
    expect(goalFigures("Cut waiting times from 15 days to 2 days")).toEqual([
      { goal: "Waiting times down from 15 days to 2 days", metric: "Waiting times", target: "2 days (from 15 days)" }
    ])
  })

  it("reads no year as a count of people", () => {
    expect(quantityPhrases("95% of households by 30 June 2029, and people in those towns know what to do; 60 officers")).toEqual(["60 officers"])
  })

  it("takes one ambiguous word of a project's name for no field, a two-word one still", () => {
    const siren = { project_name: "Flood Siren Network", summary: "A new network of 36 solar sirens covering 9,200 households along the river, triggered from the operations centre." }
    expect(makeContext("draftWbs", siren).domain.id).toBe("general")
    const payables = { project_name: "Accounts payable automation", text: "Approvers ignore workflow emails." }
    expect(makeContext("draftRiskRegister", payables).domain.id).toBe("erp")
  })
})

describe("a brief's history is not its start", () => {
  it("starts today when the only date 'from' is the old system's age", async () => {
    const { readBriefText } = await import("@initpack/adapters/brief-reader/read-brief-text")
    const form = readBriefText("# Hold Baggage Upgrade\n\nOur hold baggage system dates from 2004. Replace the five screening machines by 31 March 2029.", "2026-11-28")
    expect(form.start).toBe("2026-11-28")
    expect(readBriefText("# Quay Works\n\nWorks run from 1 March 2027 to the end of 2028.", "2026-11-28").start).toBe("2027-03-01")
  })
})

describe("goals measured by what they say", () => {
  it("measures a dated goal with no figure by its date, not by a stock process KPI", async () => {
    const { draftScope } = await import("@initpack/adapters/drafting/offline/scope")
    const draft = draftScope({
      project_name: "Caldbeck Road Station Restoration",
      delivery_approach: "Waterfall",
      clarification_answers: { scope: "Restore the listed station and canopy. Open to passengers on Good Friday, 30 March 2029.", constraints: "Trains are triggered automatically from the signal box." }
    } as never)
    const open = draft.goals.find((g) => /^Open to passengers/.test(g.title))!
    expect(open.kpis).toEqual([{ metric: "Open to passengers on Good Friday", target: "Achieved by 30 March 2029", recommended: true }])
    expect(draft.goals.map((g) => g.title)).not.toContain("Streamline core processes")
  })
})

describe("the scope statement as a PM writes it", () => {
  it("opens with what the project will do and says nothing twice", () => {
    const text = (example.scope as { InScope: string }).InScope
    expect(text).toMatch(/^Riverbend Permits Replacement will replace the council's 2009 permit system with a cloud permit platform/)
    expect(text).not.toMatch(/In scope are|The project also aims|A key constraint:|\bbrief\b/)
    expect(text.match(/2009 permit system/g)).toHaveLength(1)
    expect(text).toMatch(/All work finishes by 1 December 2026 within the AUD 1\.2m available\./)
  })

  it("reads a Markdown brief's sponsor line as one person, and its headings as no words", async () => {
    const { readBriefText } = await import("@initpack/adapters/brief-reader/read-brief-text")
    const form = readBriefText("# Hold Baggage Upgrade\n\nSponsor: Graham Teale, Chief Operating Officer, Northbay Airport\n\n## Where we are\n\nThe airport handled 4.8 million passengers in 2025.", "2026-11-28")
    expect(form.stakeholders.filter((s) => s.role === "Sponsor").map((s) => s.name)).toEqual(["Graham Teale"])
    expect(form.text).not.toMatch(/Where we are/)
  })
})

describe("agile features a sponsor writes in prose", () => {
  it("reads 'a service where people can start, pay, upload and respond' as four features, and a rule as none", async () => {
    const { proseFeatures } = await import("@initpack/adapters/drafting/offline/brief-features")
    const text =
      "An online service where people and businesses can start a small claim, pay the filing fee, upload documents and respond to a claim, in English and French. " +
      "The service must meet WCAG 2.2 AA, and court records follow the existing retention schedule. Paper filing must remain available."
    expect(proseFeatures(text).map((f) => f.name)).toEqual(["Start the small claim", "Pay the filing fee", "Upload documents", "Respond to a claim"])
  })
})

describe("agile features in a list of actions", () => {
  it("keeps every action of a list whose objects carry places ('track stock across the warehouses, take referrals from agencies ...')", async () => {
    const { proseFeatures } = await import("@initpack/adapters/drafting/offline/brief-features")
    const text = "We want a simple app for volunteers to book in donations, track stock across the warehouses, take referrals from agencies and plan van runs, including deliveries to housebound clients."
    expect(proseFeatures(text).map((f) => f.name)).toEqual(["Book in donations", "Track stock", "Take referrals", "Plan van runs"])
  })

  it("reads a Markdown brief's 'What we want' section as what is wanted", async () => {
    const { readBriefText } = await import("@initpack/adapters/brief-reader/read-brief-text")
    const form = readBriefText("# Timetabling\n\n## Where we are\n\nThe timetable is built on spreadsheets.\n\n## What we want\n\nA scheduling tool that produces a clash-free timetable.", "2026-11-28")
    expect(form.text).toMatch(/What we want: A scheduling tool that produces a clash-free timetable\./)
    expect(form.text).not.toMatch(/Where we are/)
  })
})

describe("windows that forbid different work", () => {
  it("holds only work in the river by 'no in-river works', and plants in the planting season the other window allows", async () => {
    const { heldBy, blackoutWindows } = await import("@initpack/core/rules/planning/blackout-windows")
    const [river] = blackoutWindows("No in-river works from 1 October to 30 April (salmon spawning and egg incubation).")
    expect(heldBy(river!, "Remove or bypass the 2 redundant weirs", "Build and Test")).toBe(true)
    expect(heldBy(river!, "Install the 18 km of stock fencing", "Build and Test")).toBe(false)
    const { draftPack, loadSponsorBriefs } = await import("./sponsor-briefs/pack-eval")
    const b = loadSponsorBriefs().find((x) => x.file === "upper-wennan-river-restoration.json")!
    const rows = (draftPack(b).wbs ?? []) as ReadonlyArray<{ task: string; start_date?: string | null }>
    const planting = rows.find((r) => /^Plant the 25,000/.test(r.task))!
    // "Tree planting only between November and March" beside "no in-river works from 1 October to 30 April"
    expect([11, 12, 1, 2, 3]).toContain(Number(planting.start_date!.slice(5, 7)))
  })
})

describe("counted work packages side by side", () => {
  it("starts work packages next to each other together, each with its own crews, and joins them at the next step", async () => {
    const { withDraftedLinks } = await import("@initpack/adapters/drafting/offline/links")
    const [stage] = withDraftedLinks([
      {
        phase: "Build and Test",
        tasks: [
          { task: "Complete the first km and confirm the method, rate and cost", duration_days: 10, resource: "Ecologist" },
          { task: "Restore the 12 km of river corridor in reaches, 2 crews in parallel", duration_days: 110, resource: "Ecologist" },
          { task: "Remove or bypass the 2 redundant weirs, 2 crews in parallel", duration_days: 100, resource: "Engineer" },
          { task: "Inspect and accept the completed works", duration_days: 5, resource: "Engineer" }
        ]
      }
    ] as never)
    const links = stage!.tasks.map((t) => t.predecessors)
    expect(links[1]).toBe("1.1")
    expect(links[2]).toBe("1.1")
    expect(links[3]).toBe("1.2, 1.3")
  })

  it("gives a package whose work runs only part of the year the crews that share needs", async () => {
    const { openShare } = await import("@initpack/adapters/drafting/offline/open-share")
    expect(openShare("Tree planting only between November and March.", "Plant the 25,000 trees")).toBeCloseTo(151 / 365, 1)
    expect(openShare("Tree planting only between November and March.", "Install the 18 km of fencing")).toBe(1)
  })
})

describe("a second set of unseen briefs, read by a PM", () => {
  it("reads no start from a window's start, no network switches in a tram track, no hired buses as a fleet, and a risk heading that ends in 'risks'", async () => {
    const { readBriefText } = await import("@initpack/adapters/brief-reader/read-brief-text")
    const { workPackages } = await import("@initpack/adapters/drafting/offline/work-packages")
    const text =
      "# Eastern Line Track Renewal\n\nFull closures are limited to two summer blockades of up to six weeks each, starting 22 July 2028.\n\n" +
      "All 14.6 km of twin track, the 18 switches and crossings and the track drainage will be renewed, where the new rail level requires it.\n\n" +
      "**Sponsor's view of the risks**\n\nWe could hit an uncharted gas main. I am not convinced we can get enough replacement buses and drivers for six weeks."
    const form = readBriefText(text, "2026-11-28")
    expect(form.start).toBe("2026-11-28")
    expect(form.risk_context).toMatch(/uncharted gas main/)
    expect(form.text).not.toMatch(/uncharted gas main/)
    expect(workPackages(form.text).map((w) => w.rate.id)).not.toContain("switches")
  })

  it("plans the thing the brief is for ('The aim is an 18 MW ground-mounted solar farm') as a main asset, with an allowance", async () => {
    const { plannedAssets } = await import("@initpack/adapters/drafting/offline/main-assets")
    const { makeContext } = await import("@initpack/adapters/drafting/offline/context")
    const ctx = makeContext("draftWbs", { project_name: "Horton Lane Solar", summary: "The aim is an 18 MW ground-mounted solar farm on the cap. Money: £16.8 million of capital." } as never)
    expect(plannedAssets(ctx).map((p) => `${p.asset.kind.id}: ${p.asset.phrase}`)).toEqual(["installation: 18 MW ground-mounted solar farm"])
  })
})

describe("what the sponsor wants while the works run", () => {
  it("builds no temporary library the brief only wants in place", async () => {
    const { plannedAssets } = await import("@initpack/adapters/drafting/offline/main-assets")
    const { makeContext } = await import("@initpack/adapters/drafting/offline/context")
    const ctx = makeContext("draftWbs", { project_name: "Ashgrove Library Refurbishment", summary: "The library has to close while the builders are in; we want a temporary library in the community centre." } as never)
    expect(plannedAssets(ctx)).toEqual([])
  })
})
