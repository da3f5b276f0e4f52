// The drafter contract: one suite run against every adapter of the Drafter port (design.md, Ports).
// The OpenAI adapter talks to a local OpenAI-compatible server that answers with valid canned drafts.
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { draftingTasks } from "@initpack/core/drafting/tasks"
import { Drafter, type DrafterService } from "@initpack/core/ports/drafter"
import * as Offline from "@initpack/adapters/drafting/offline-drafter"
import * as OpenAi from "@initpack/adapters/drafting/openai-drafter"
import { draftEverything, loadBriefs, type FullDraft } from "../fixtures/briefs/briefs"
import { jsonCompletion, startOpenAiTestServer, taskOf, type OpenAiTestServer } from "../support/openai-test-server"
import { checkFullDraft } from "./drafter-invariants"

let server: OpenAiTestServer
beforeAll(async () => {
  // Canned valid drafts: the server answers each task with the offline draft of the request it received.
  server = await startOpenAiTestServer((body) => {
    const { task, request } = taskOf(body)
    return jsonCompletion((Offline.offlineDrafts as Record<string, (r: unknown) => unknown>)[task]!(request))
  })
})
afterAll(() => server.close())

const adapters: ReadonlyArray<readonly [string, () => Layer.Layer<Drafter>]> = [
  ["offline", () => Offline.layer],
  ["openai (local test server)", () => OpenAi.layer({ baseURL: server.baseURL, model: "contract-model", retryBaseDelayMs: 5 })]
]

const briefs = loadBriefs()

describe.each(adapters)("Drafter contract: %s", (_name, layerOf) => {
  const withDrafter = <A, E>(f: (d: DrafterService) => Effect.Effect<A, E>) =>
    Effect.runPromise(Effect.flatMap(Drafter, f).pipe(Effect.provide(layerOf())))

  it.each(briefs.map((b) => [b.file, b] as const))("drafts every task for %s within the task's promises", async (_file, brief) => {
    const draft: FullDraft = await withDrafter((d) => draftEverything(d, brief))
    expect(checkFullDraft(draft, brief)).toEqual([])
  })

  it("answers every task with a value its response Schema accepts", async () => {
    const draft = await withDrafter((d) => draftEverything(d, briefs[0]!))
    for (const [task, spec] of Object.entries(draftingTasks)) {
      const run = (draft as unknown as Record<string, { response: unknown }>)[task]
      expect(Schema.is(spec.response as Schema.Schema<unknown>)(run?.response), task).toBe(true)
    }
  })

  it("never repeats existing risk titles, whatever their case", async () => {
    const brief = briefs[1]!
    const first = await withDrafter((d) => d.draftRiskRegister({ project_name: brief.project_name, text: brief.risk_context }))
    const existing = first.risks.map((r) => r.title.toUpperCase())
    const more = await withDrafter((d) => d.moreRisks({ project_name: brief.project_name, text: brief.risk_context, existing_titles: existing }))
    expect(more.risks.length).toBeGreaterThanOrEqual(3)
    for (const r of more.risks) expect(existing).not.toContain(r.title.toUpperCase())
  })

  it("writes the requested number of stories per epic (agile.md §9 default 3)", async () => {
    const epics = [{ key: "K-1", name: "Onboarding" }, { key: "K-2", name: "Payments" }]
    const two = await withDrafter((d) => d.draftStories({ project_name: "Koala", epics, per_epic: 2 }))
    expect(two.stories.filter((s) => s.epic_key === "K-1")).toHaveLength(2)
    const three = await withDrafter((d) => d.draftStories({ project_name: "Koala", epics }))
    expect(three.stories.filter((s) => s.epic_key === "K-2")).toHaveLength(3)
    for (const s of three.stories) expect([1, 2, 3]).toContain(s.priority)
  })

  it("names itself", async () => {
    const name = await withDrafter((d) => Effect.succeed(d.name))
    expect(name === "offline" || name.startsWith("openai:")).toBe(true)
  })
})
