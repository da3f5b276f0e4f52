// The OpenAI-compatible drafter against a local scripted OpenAI-compatible server.
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Logger from "effect/Logger"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { DraftingError } from "@initpack/core/drafting/drafting-error"
import { draftingTasks } from "@initpack/core/drafting/tasks"
import { Drafter, type DrafterService } from "@initpack/core/ports/drafter"
import { drafterLayerFromEnv } from "@initpack/adapters/drafting/drafter-from-env"
import { offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"
import { configFromEnv, make, type OpenAiDrafterConfig } from "@initpack/adapters/drafting/openai-drafter"
import { strictJsonSchema } from "@initpack/adapters/drafting/openai/json-schema"
import {
  completion,
  errorAnswer,
  jsonCompletion,
  startOpenAiTestServer,
  taskOf,
  type OpenAiTestServer
} from "../../../tests/support/openai-test-server"

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.reset()
})

const drafter = (extra: Partial<OpenAiDrafterConfig> = {}): DrafterService =>
  Effect.runSync(make({ apiKey: "test-key", baseURL: server.baseURL, model: "test-model", retryBaseDelayMs: 10, ...extra }))

const fail = <A>(effect: Effect.Effect<A, DraftingError>): Promise<DraftingError> =>
  Effect.runPromise(Effect.either(effect)).then((e) => {
    if (Either.isRight(e)) throw new Error("expected a DraftingError")
    return e.left
  })

const addRequest = {
  project_name: "Atlas ERP Rollout",
  section: "deliverables" as const,
  existing: [{ title: "Configured ERP modules", rationale: "Finance modules set up." }],
  user_note: "include the supplier portal"
}
const items = [
  { title: "Supplier portal", rationale: "Lets suppliers see purchase orders for Atlas ERP Rollout." },
  { title: "Month-end close playbook", rationale: "Steps to close in five days." },
  { title: "Data migration reconciliation pack", rationale: "Evidence the balances match." }
]

describe("OpenAI-compatible drafter request", () => {
  it("sends the model, a system and a user message with the request, and the task's strict JSON Schema", async () => {
    server.script(jsonCompletion({ items }))
    const out = await Effect.runPromise(drafter().addScopeItems(addRequest))
    expect(out.items.map((i) => i.title)).toEqual(items.map((i) => i.title))
    expect(server.requests).toHaveLength(1)
    const { body, headers, path } = server.requests[0]!
    expect(path).toBe("/v1/chat/completions")
    expect(headers.authorization).toBe("Bearer test-key")
    expect(body.model).toBe("test-model")
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"])
    expect(body.messages[1]!.content).toContain("Task: addScopeItems")
    expect(taskOf(body)).toEqual({ task: "addScopeItems", request: addRequest })
    expect(body.response_format?.type).toBe("json_schema")
    expect(body.response_format?.json_schema?.name).toBe("addScopeItems")
    expect(body.response_format?.json_schema?.strict).toBe(true)
    expect(body.response_format?.json_schema?.schema).toEqual(strictJsonSchema(draftingTasks.addScopeItems.response))
    expect(JSON.stringify(body.response_format?.json_schema?.schema)).not.toContain("$ref")
  })

  it("drops items that repeat an existing title, whatever the case (agile.md §4)", async () => {
    server.script(jsonCompletion({ items: [{ title: "configured erp MODULES", rationale: "dup" }, ...items] }))
    const out = await Effect.runPromise(drafter().addScopeItems(addRequest))
    expect(out.items.map((i) => i.title)).toEqual(items.map((i) => i.title))
  })

  it("matches stakeholder suggestions back to the given rows by name, case-insensitive (waterfall.md §5)", async () => {
    const canned = offlineDrafts.stakeholderStrategy({ project_name: "Atlas", rows: [{ name: "Dana Whitfield", role: "CFO" }] })
    server.script(jsonCompletion({ suggestions: canned.suggestions.map((s) => (s.proposed ? s : { ...s, name: "DANA WHITFIELD" })) }))
    const out = await Effect.runPromise(drafter().stakeholderStrategy({ project_name: "Atlas", rows: [{ name: "Dana Whitfield", role: "CFO" }] }))
    expect(out.suggestions.filter((s) => !s.proposed).map((s) => s.name)).toEqual(["Dana Whitfield"])
  })
})

describe("OpenAI-compatible drafter answers", () => {
  it("repairs invalid JSON once: the second request carries the bad answer and the problem", async () => {
    server.script(completion("{ not json"), jsonCompletion({ items }))
    const out = await Effect.runPromise(drafter().addScopeItems(addRequest))
    expect(out.items).toHaveLength(3)
    expect(server.requests).toHaveLength(2)
    const repair = server.requests[1]!.body.messages
    expect(repair.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"])
    expect(repair[2]!.content).toBe("{ not json")
    expect(repair[3]!.content).toContain("not valid JSON")
  })

  it("repairs an answer that does not match the Schema", async () => {
    server.script(jsonCompletion({ items: [{ title: "No rationale" }] }), jsonCompletion({ items }))
    const out = await Effect.runPromise(drafter().addScopeItems(addRequest))
    expect(out.items).toHaveLength(3)
    expect(server.requests[1]!.body.messages[3]!.content).toContain("did not match the schema")
  })

  it("fails with invalid_output after one repair", async () => {
    server.script(completion("nope"), completion("still nope"))
    const error = await fail(drafter().addScopeItems(addRequest))
    expect(error).toBeInstanceOf(DraftingError)
    expect(error.kind).toBe("invalid_output")
    expect(error.task).toBe("addScopeItems")
    expect(server.requests).toHaveLength(2)
  })

  it("repairs a truncated answer (finish_reason length)", async () => {
    server.script(completion('{"items": [', { finish_reason: "length" }), jsonCompletion({ items }))
    const out = await Effect.runPromise(drafter().addScopeItems(addRequest))
    expect(out.items).toHaveLength(3)
    expect(server.requests[1]!.body.messages[3]!.content).toContain("cut off")
  })

  it("reports a refusal as refused without a repair", async () => {
    server.script(completion("", { refusal: "I can't help with that." }))
    const error = await fail(drafter().addScopeItems(addRequest))
    expect(error.kind).toBe("refused")
    expect(server.requests).toHaveLength(1)
  })

  it("reports a content-filtered answer as refused", async () => {
    server.script(completion("", { finish_reason: "content_filter" }))
    expect((await fail(drafter().addScopeItems(addRequest))).kind).toBe("refused")
  })
})

describe("OpenAI-compatible drafter transport", () => {
  it("retries a 429 with back-off, then succeeds", async () => {
    server.script(errorAnswer(429, "slow down"), jsonCompletion({ items }))
    const out = await Effect.runPromise(drafter().addScopeItems(addRequest))
    expect(out.items).toHaveLength(3)
    expect(server.requests).toHaveLength(2)
  })

  it("waits for the server's Retry-After before retrying a 429", async () => {
    server.script(errorAnswer(429, "slow down", { "retry-after-ms": "300" }), jsonCompletion({ items }))
    expect((await Effect.runPromise(drafter().addScopeItems(addRequest))).items).toHaveLength(3)
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(250)
  })

  it("retries a 5xx, then succeeds", async () => {
    server.script(errorAnswer(503, "overloaded"), jsonCompletion({ items }))
    expect((await Effect.runPromise(drafter().addScopeItems(addRequest))).items).toHaveLength(3)
    expect(server.requests).toHaveLength(2)
  })

  it("gives up after the bounded retries with rate_limited", async () => {
    server.script(errorAnswer(429, "a"), errorAnswer(429, "b"), errorAnswer(429, "c"), errorAnswer(429, "d"))
    const error = await fail(drafter({ maxRetries: 2 }).addScopeItems(addRequest))
    expect(error.kind).toBe("rate_limited")
    expect(server.requests).toHaveLength(3)
  })

  it("times out a slow answer (item improvement time-out, configurable)", async () => {
    server.script({ ...jsonCompletion({ items }), delayMs: 3_000 })
    const started = Date.now()
    const error = await fail(drafter({ itemTimeoutMs: 200 }).addScopeItems(addRequest))
    expect(error.kind).toBe("timeout")
    expect(Date.now() - started).toBeLessThan(2_500)
    expect(server.requests).toHaveLength(1)
  })

  it("falls back to JSON mode plus validation when the server rejects json_schema, and stays there", async () => {
    server.script(errorAnswer(400, "response_format json_schema is not supported by this model"), jsonCompletion({ items }), jsonCompletion({ items }))
    const d = drafter()
    expect((await Effect.runPromise(d.addScopeItems(addRequest))).items).toHaveLength(3)
    const second = server.requests[1]!.body
    expect(second.response_format).toEqual({ type: "json_object" })
    expect(second.messages[0]!.content).toContain('"required":["items"]')
    await Effect.runPromise(d.addScopeItems(addRequest))
    expect(server.requests).toHaveLength(3)
    expect(server.requests[2]!.body.response_format).toEqual({ type: "json_object" })
  })

  it("reports an unreachable endpoint as unavailable", async () => {
    const closed = await startOpenAiTestServer()
    const baseURL = closed.baseURL
    await closed.close()
    const d = Effect.runSync(make({ baseURL, model: "m", maxRetries: 1, retryBaseDelayMs: 5 }))
    expect((await fail(d.addScopeItems(addRequest))).kind).toBe("unavailable")
  })
})

describe("drafterLayerFromEnv", () => {
  const chosen = async (env: Record<string, string>) => {
    const logs: Array<string> = []
    const logger = Logger.make(({ message }) => logs.push(String(Array.isArray(message) ? message.join(" ") : message)))
    const name = await Effect.runPromise(
      Effect.map(Drafter, (d) => d.name).pipe(Effect.provide(drafterLayerFromEnv(env)), Effect.provide(Logger.replace(Logger.defaultLogger, logger)))
    )
    return { name, logs }
  }

  it("uses the offline drafter when neither key nor base URL is set, and says so", async () => {
    const { name, logs } = await chosen({ OPENAI_MODEL: "ignored" })
    expect(name).toBe("offline")
    expect(logs.join("\n")).toContain("Drafter: offline")
  })

  it("uses OpenAI when a base URL is set, with OPENAI_MODEL", async () => {
    const { name, logs } = await chosen({ OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: "llama3" })
    expect(name).toBe("openai:llama3")
    expect(logs.join("\n")).toContain("OpenAI-compatible, model llama3")
  })

  it("uses OpenAI when only a key is set", () => {
    expect(configFromEnv({ OPENAI_API_KEY: "k" })?.model).toBe("gpt-4o-mini")
    expect(configFromEnv({ OPENAI_API_KEY: " " })).toBeUndefined()
  })
})

describe("contract fixture: the test server can answer every task with the offline draft", () => {
  it("round-trips a request through the prompt", async () => {
    server.setFallback((body) => {
      const { task, request } = taskOf(body)
      return jsonCompletion((offlineDrafts as Record<string, (r: unknown) => unknown>)[task]!(request))
    })
    const request = { project_name: "Koala Mobile Banking", text: "banking app with biometric log-in" }
    const out = await Effect.runPromise(drafter().draftRiskRegister(request))
    expect(out).toEqual(offlineDrafts.draftRiskRegister(request))
  })
})

describe("OpenAI-compatible drafter and the brief's facts (issue 19)", () => {
  const answers = {
    scope: "We will move the clinic in phased weekend moves, recommission the imaging equipment and update the booking system. The medical physics team recommissions the imaging.",
    constraints: "Finish by 30 April 2026. The budget is capped at £1.2m."
  }
  const scopeRequest = { project_name: "Clinic move", clarification_answers: answers }
  const userMessage = () => server.requests[0]!.body.messages.find((m) => m.role === "user")!.content

  it("puts the brief's steps, parties, deadline and cap in the prompt, after the request JSON", async () => {
    server.script(jsonCompletion(offlineDrafts.draftScope(scopeRequest)))
    await Effect.runPromise(drafter().draftScope(scopeRequest))
    const prompt = userMessage()
    expect(taskOf(server.requests[0]!.body)).toEqual({ task: "draftScope", request: scopeRequest })
    expect(prompt).toContain("What the brief states")
    expect(prompt).toContain("Recommission the imaging equipment")
    expect(prompt).toContain("medical physics team")
    expect(prompt).toContain("- Deadline: 30 April 2026. The plan must finish on or before it")
    expect(prompt).toContain("- Budget cap: £1.2m.")
  })

  it("adds no facts section when the request states none", async () => {
    server.script(jsonCompletion({ items }))
    await Effect.runPromise(drafter().addScopeItems({ ...addRequest, user_note: undefined, existing: [] }))
    expect(userMessage()).not.toContain("What the brief states")
  })

  it("keeps the deadline and cap in the model's scope constraints when its answer drops them", async () => {
    const canned = offlineDrafts.draftScope(scopeRequest)
    server.script(jsonCompletion({ ...canned, constraints: canned.constraints.filter((c) => !/30 April|£1\.2m/.test(`${c.title} ${c.rationale}`)) }))
    const out = await Effect.runPromise(drafter().draftScope(scopeRequest))
    expect(out.constraints.slice(0, 2).map((c) => c.title)).toEqual(["Finish by 30 April 2026", "Budget capped at £1.2m"])
  })

  it("ends the model's WBS with the deadline milestone when it has none", async () => {
    const phases = [
      { phase: "Design", tasks: [{ task: "Plan the weekend moves", duration_days: 5, resource: "Project Manager" }] },
      { phase: "Transition", tasks: [{ task: "Move the clinic", duration_days: 2, resource: "Movers" }] },
      { phase: "Closing", tasks: [{ task: "Hand over to the clinic", duration_days: 1, resource: "Project Manager" }] }
    ]
    server.script(jsonCompletion({ phases }))
    const out = await Effect.runPromise(drafter().draftWbs({ project_name: "Clinic move", project_scope: `${answers.scope} ${answers.constraints}` }))
    expect(out.phases[1]!.tasks.at(-1)).toEqual({ task: "All outputs accepted before the 30 April 2026 deadline", duration_days: 0, resource: "Project Board" })
    expect(out.phases[2]!.tasks).toHaveLength(1)
  })

  it("asks for the tasks' predecessors and holds the model's links to earlier rows; the deadline milestone waits for its stage (issue 22)", async () => {
    const phases = [
      { phase: "Design", tasks: [{ task: "Plan the weekend moves", duration_days: 5, resource: "Project Manager", predecessors: "" }, { task: "Book the movers", duration_days: 3, resource: "Project Manager", predecessors: "1.1, 3.1, 1.2" }] },
      { phase: "Transition", tasks: [{ task: "Move the clinic", duration_days: 2, resource: "Movers", predecessors: "1.1FS+1d, 1.2" }, { task: "Brief patients", duration_days: 2, resource: "Clinic Manager", predecessors: "not a link" }] },
      { phase: "Closing", tasks: [{ task: "Hand over to the clinic", duration_days: 1, resource: "Project Manager", predecessors: "2" }] }
    ]
    server.script(jsonCompletion({ phases }))
    const out = await Effect.runPromise(drafter().draftWbs({ project_name: "Clinic move", project_scope: `${answers.scope} ${answers.constraints}` }))
    const sent = server.requests[0]!.body
    expect(sent.messages.map((m) => m.content).join("\n")).toMatch(/predecessors .*MS Project/)
    expect(JSON.stringify(sent.response_format?.json_schema?.schema)).toContain('"predecessors"')
    // a later row, itself and an unreadable entry are dropped; a task left without links follows the one before it
    expect(out.phases.map((p) => p.tasks.map((t) => t.predecessors))).toEqual([["", "1.1"], ["1.1FS+1d, 1.2", "2.1", "2.1, 2.2"], ["2"]])
    expect(out.phases[1]!.tasks.at(-1)!.task).toBe("All outputs accepted before the 30 April 2026 deadline")
  })

  it("says when the model's budget lines alone exceed the brief's cap, as the offline drafter does", async () => {
    const request = {
      project_name: "Clinic move",
      scope_flags: { has_hardware: true },
      extras_text: { hardware: "New imaging equipment" },
      currency: "GBP",
      context: answers.constraints
    }
    const lines = [
      { category: "Hardware" as const, item: "CT scanner", estimated_cost: 1_100_000, justification: "Replacement scanner.", cost_type: "CAPEX" as const },
      { category: "Hardware" as const, item: "Ultrasound units", estimated_cost: 250_000, justification: "Two units.", cost_type: "CAPEX" as const }
    ]
    server.script(jsonCompletion({ currency: "GBP", items: lines }))
    const out = await Effect.runPromise(drafter().budgetExtras(request))
    expect(out.items[0]!.justification).toBe("Replacement scanner. These lines total GBP 1,350,000, above the cap of £1.2m: review the quantities or the cap.")
    expect(out.items[1]!.justification).toBe("Two units.")
    server.reset()
    server.script(jsonCompletion({ currency: "GBP", items: lines.slice(1) }))
    expect((await Effect.runPromise(drafter().budgetExtras(request))).items[0]!.justification).toBe("Two units.")
  })
})
