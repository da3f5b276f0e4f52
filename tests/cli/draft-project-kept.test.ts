// Issue 35's retry after a model failure: modules an earlier attempt drafted, given back as JSON, are used as they
// are (not drafted again) and the rest of the project comes out as if nothing had failed.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { readBriefDocument } from "@initpack/adapters/brief-reader/read-brief-document"
import { layer as offlineDrafter } from "@initpack/adapters/drafting/offline-drafter"
import { briefFromForm } from "@initpack/core/brief/brief-form"
import { resolveBrief } from "@initpack/core/brief/resolve-brief"
import { draftProject } from "@initpack/core/use-cases/pack/draft-project"
import { packSteps, type PackProgress, type PackStep } from "@initpack/core/use-cases/pack/pack-progress"

const NOW = new Date("2026-02-20T09:00:00Z")
const dir = join(import.meta.dirname, "../fixtures/briefs")

const briefOf = async (file: string) =>
  resolveBrief(briefFromForm(await readBriefDocument({ fileName: file, bytes: readFileSync(join(dir, file)) }, "2026-01-05")), {}, "2026-01-05")

const run = (brief: Awaited<ReturnType<typeof briefOf>>, kept?: Partial<Record<PackStep, unknown>>) => {
  const events: Array<PackProgress> = []
  return Effect.runPromise(draftProject(brief, { now: NOW, onProgress: (e) => events.push(e), kept }).pipe(Effect.provide(offlineDrafter))).then((draft) => ({ draft, events }))
}

describe.each([
  ["waterfall", "library-refurbishment.md"],
  ["agile", "booking-app.txt"]
] as const)("draftProject with modules kept (%s)", (method, file) => {
  it("uses each kept module as given and drafts the rest to the same project", async () => {
    const brief = await briefOf(file)
    expect(brief.method).toBe(method)
    const whole = await run(brief)
    const values = Object.fromEntries(whole.events.flatMap((e) => (e._tag === "StepDone" ? [[e.step, JSON.parse(JSON.stringify(e.value))]] : [])))
    const order = packSteps(method).map((s) => s.step)
    expect(Object.keys(values)).toEqual(order)
    for (const cut of [1, Math.floor(order.length / 2), order.length - 1]) {
      const kept = Object.fromEntries(order.slice(0, cut).map((s) => [s, values[s]]))
      const again = await run(brief, kept)
      expect(JSON.parse(JSON.stringify(again.draft))).toEqual(JSON.parse(JSON.stringify(whole.draft)))
      // the kept modules are told done (kept), never started; the others are drafted again
      expect(again.events.filter((e) => e._tag === "StepStarted").map((e) => e.step)).toEqual(order.slice(cut))
      expect(again.events.filter((e) => e._tag === "StepDone" && e.kept === true).map((e) => e.step)).toEqual(order.slice(0, cut))
    }
  })

  it("really takes a kept module as given: a changed kept risk register is the draft's", async () => {
    const brief = await briefOf(file)
    const whole = await run(brief)
    const risks = whole.events.find((e) => e._tag === "StepDone" && e.step === "risks")
    const register = (risks?._tag === "StepDone" ? risks.value : []) as Array<{ title: string }>
    const before = packSteps(method).map((s) => s.step).slice(0, packSteps(method).findIndex((s) => s.step === "risks"))
    const kept: Record<string, unknown> = Object.fromEntries(whole.events.flatMap((e) => (e._tag === "StepDone" && before.includes(e.step) ? [[e.step, e.value]] : [])))
    kept.risks = [{ ...register[0], title: "A risk only the kept register holds" }]
    const again = await run(brief, kept)
    expect(again.draft.risks?.map((r) => r.title)).toEqual(["A risk only the kept register holds"])
  })
})
