import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import { describe, expect, it } from "vitest"
import { layer as offlineDrafter, make as makeOffline } from "@initpack/adapters/drafting/offline-drafter"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { resolveBrief } from "@initpack/core/brief/resolve-brief"
import { DraftingError } from "@initpack/core/drafting/drafting-error"
import { Drafter } from "@initpack/core/ports/drafter"
import { packSteps, type PackProgress } from "@initpack/core/use-cases/pack/pack-progress"
import { draftProject } from "@initpack/core/use-cases/pack/draft-project"

const NOW = new Date("2026-02-20T09:00:00Z")

const brief = (method: "waterfall" | "agile") => {
  const decoded = decodeBrief({
    project: { name: "Harbour Payments Platform", start: "2026-03-07", client: "Harbour Retail" },
    summary: "Replace the card payments gateway for 40 stores with a cloud platform supporting contactless and refunds.",
    goals: ["Cut checkout time at the till"],
    procurement: "Software",
    third_parties: "Vendor",
    stakeholders: [{ name: "Ana Ruiz", role: "Chief Financial Officer", board_role: "Project Sponsor" }],
    budget: { currency: "NZD", contingency: 0.15, one_off_costs: [{ name: "PCI audit", amount: 18000 }] }
  })
  if (Either.isLeft(decoded)) throw new Error(decoded.left.message)
  return resolveBrief(decoded.right, { method }, "2026-01-01")
}

const draft = (method: "waterfall" | "agile", events: Array<PackProgress> = []) =>
  Effect.runPromise(draftProject(brief(method), { now: NOW, onProgress: (e) => events.push(e) }).pipe(Effect.provide(offlineDrafter)))

describe("draftProject (waterfall)", () => {
  it("drafts every module in module order with counts", async () => {
    const events: Array<PackProgress> = []
    const a = await draft("waterfall", events)
    const done = events.filter((e) => e._tag === "StepDone")
    expect(done.map((e) => e.step)).toEqual(packSteps("waterfall").map((s) => s.step))
    expect(events.filter((e) => e._tag === "StepStarted")).toHaveLength(done.length)
    const risks = done.find((e) => e.step === "risks")
    expect(risks?._tag === "StepDone" && risks.summary).toMatch(new RegExp(`^${a.risks?.length} risks, \\d+ High`))

    expect(a.project).toMatchObject({ name: "Harbour Payments Platform", method: "waterfall", client: "Harbour Retail" })
    expect(a.scope?.goals?.[0]).toMatchObject({ title: "Cut checkout time at the till" })
    expect(a.stakeholders?.some((s) => s.name === "Ana Ruiz" && s.board_role === "Project Sponsor")).toBe(true)
    expect(a.risks?.every((r) => r.created_at === NOW.toISOString() && r.status === "Open")).toBe(true)
    expect((a.comms?.channels ?? []).length).toBeGreaterThan(0)
    expect(a.executionSummary?.content_md).toMatch(/\w/)
  })

  it("dates the WBS from the brief's start (a Saturday moves to Monday) and prices it", async () => {
    const a = await draft("waterfall")
    const wbs = a.wbs ?? []
    expect(wbs.length).toBeGreaterThan(3)
    const starts = wbs.map((r) => r.start_date!).sort()
    expect(starts[0]).toBe("2026-03-09")
    for (const row of wbs) expect(row.end_date! >= row.start_date!).toBe(true)
    const budget = a.budget!
    expect(budget.config?.currency).toBe("NZD")
    expect(budget.items?.some((i) => i.item === "PCI audit" && i.estimated_cost === 18000)).toBe(true)
    expect(budget.items?.some((i) => i.category === "Labour")).toBe(true)
    const t = budget.totals!
    const subtotal = t.labour_subtotal! + t.deliverable_subtotal! + t.external_subtotal!
    expect(t.contingency).toBeCloseTo(subtotal * 0.15, 2)
    expect(t.capex! + t.opex!).toBeCloseTo(t.total!, 2)
  })

  it("is deterministic with the offline drafter", async () => {
    expect(JSON.stringify(await draft("waterfall"))).toBe(JSON.stringify(await draft("waterfall")))
  })
})

describe("draftProject (agile)", () => {
  it("drafts scope, backlog, release lanes, a 5-phase schedule with sprints, risks and budget", async () => {
    const events: Array<PackProgress> = []
    const a = await draft("agile", events)
    expect(events.filter((e) => e._tag === "StepDone").map((e) => e.step)).toEqual(packSteps("agile").map((s) => s.step))
    expect(a.agileScope?.vision?.text).toMatch(/\w/)
    const epicIds = new Set((a.epics ?? []).map((e) => e.id))
    expect(epicIds.size).toBeGreaterThan(0)
    for (const s of a.stories ?? []) expect(epicIds.has(s.epic_id!)).toBe(true)
    const lanes = a.release!.lanes!
    const placed = [...lanes.now!, ...lanes.next!, ...lanes.later!].map((e) => e.story_id)
    expect(placed.sort()).toEqual((a.stories ?? []).map((s) => s.id).sort())
    const nowPoints = lanes.now!.reduce((n, e) => n + ((a.stories ?? []).find((s) => s.id === e.story_id)?.points ?? 0), 0)
    expect(nowPoints).toBeLessThanOrEqual(25)
    const tasks = a.schedule?.tasks ?? []
    expect(tasks.filter((t) => t.type === "phase")).toHaveLength(5)
    const sprints = tasks.filter((t) => t.type === "sprint")
    expect(sprints.length).toBeGreaterThan(0)
    const execution = tasks.find((t) => t.title === "Execution")!
    for (const s of sprints) expect(s.parent_id).toBe(execution.id)
    expect(tasks.map((t) => t.start_date!).sort()[0]).toBe("2026-03-09")
    expect(a.budget?.items?.some((i) => i.category === "Labour")).toBe(true)
  })

  it("agile.md §9: PM and Scrum Master at 130 and 120 per hour, part-time 50% by default; no hardware extra", async () => {
    const a = await draft("agile")
    const items = a.budget?.items ?? []
    expect(items.find((i) => i.item === "Project Manager")?.justification).toMatch(/^50% x \d+ weeks = \d+ h x 130\/h$/)
    expect(items.find((i) => i.item === "Scrum Master")?.justification).toMatch(/^50% x \d+ weeks = \d+ h x 120\/h$/)
    expect(items.some((i) => i.category === "Hardware")).toBe(false)
    // labour is collapsed to sprint or phase (agile.md §9): one rolled line per group, fixed OPEX
    const rolled = items.filter((i) => i.category === "Labour" && /labour$/.test(i.item ?? ""))
    expect(rolled.length).toBeGreaterThan(0)
    for (const line of rolled) expect(line.cost_type).toBe("OPEX")
  })
})

describe("draftProject failures", () => {
  it("fails with the drafter's DraftingError and stops before later modules", async () => {
    const failing = Layer.effect(
      Drafter,
      Effect.map(makeOffline, (d) => ({
        ...d,
        draftRiskRegister: () => Effect.fail(new DraftingError({ kind: "unavailable", task: "draftRiskRegister", detail: "down" }))
      }))
    )
    const events: Array<PackProgress> = []
    const result = await Effect.runPromise(
      Effect.either(draftProject(brief("waterfall"), { now: NOW, onProgress: (e) => events.push(e) }).pipe(Effect.provide(failing)))
    )
    expect(Either.isLeft(result) && result.left._tag).toBe("DraftingError")
    expect(events.some((e) => e.step === "wbs")).toBe(false)
  })
})
