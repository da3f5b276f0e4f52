// The OpenAI-compatible drafter: any Chat Completions endpoint (OpenAI, Azure, Ollama, vLLM, ...).
// Structured output with the task's JSON Schema, answer decoded with the same effect Schema, one repair
// request on invalid output, bounded retries with back-off on 429/5xx (Retry-After honoured up to 20 s),
// time-outs, refusals and truncation.
import OpenAI from "openai"
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as Schema from "effect/Schema"
import * as ParseResult from "effect/ParseResult"
import { DraftingError, type DraftingErrorKind } from "@initpack/core/drafting/drafting-error"
import { finaliseDraft } from "@initpack/core/drafting/finalise"
import { DRAFTING_TASK_NAMES, draftingTasks, type DraftingTaskName, type TaskRequest, type TaskResponse } from "@initpack/core/drafting/tasks"
import { Drafter, type DrafterService } from "@initpack/core/ports/drafter"
import { strictJsonSchema } from "./openai/json-schema"
import { holdToBrief } from "./offline/brief-checks"
import { repairPrompt, schemaInstruction, SYSTEM_PROMPT, taskPrompt, TRUNCATED } from "./openai/prompts"

/** waterfall.md §7 / agile.md §9: the scope improve call aborts after 60 s. */
export const ITEM_IMPROVEMENT_TIMEOUT_MS = 60_000
const ITEM_TASKS: ReadonlyArray<DraftingTaskName> = ["addScopeItems", "expandScopeItem", "addAgileItems", "moreKpis", "improveNarrative"]

export interface OpenAiDrafterConfig {
  readonly apiKey?: string | undefined
  readonly baseURL?: string | undefined
  readonly model: string
  /** Time-out of one request for the item-improvement tasks (default 60 s). */
  readonly itemTimeoutMs?: number
  /** Time-out of one request for the other tasks (default 120 s: whole-document drafts are longer). */
  readonly timeoutMs?: number
  /** Per-task overrides of the time-out. */
  readonly taskTimeoutsMs?: Partial<Record<DraftingTaskName, number>>
  /** Retries after a 429, a 5xx or a dropped connection (default 2). */
  readonly maxRetries?: number
  /** First back-off delay; doubles each retry (default 500 ms). */
  readonly retryBaseDelayMs?: number
  readonly temperature?: number
}

export const DEFAULT_MODEL = "gpt-4o-mini"

/** Reads OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL; undefined when neither key nor base URL is set. */
export const configFromEnv = (env: Readonly<Record<string, string | undefined>>): OpenAiDrafterConfig | undefined => {
  const apiKey = env.OPENAI_API_KEY?.trim() || undefined
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined
  if (!apiKey && !baseURL) return undefined
  return { apiKey, baseURL, model: env.OPENAI_MODEL?.trim() || DEFAULT_MODEL }
}

/** One failed HTTP exchange, before it becomes a DraftingError. */
class CallFailure extends Data.TaggedError("CallFailure")<{
  readonly kind: DraftingErrorKind
  readonly retryable: boolean
  /** The server's Retry-After, when it sent one. */
  readonly retryAfterMs?: number | undefined
  readonly schemaUnsupported: boolean
  readonly detail: string
}> {}

const failure = (kind: DraftingErrorKind, detail: string, retryable = false, schemaUnsupported = false, retryAfterMs?: number) =>
  new CallFailure({ kind, detail, retryable, schemaUnsupported, retryAfterMs })

/** Retry-After as milliseconds: `retry-after-ms`, else `retry-after` in seconds or as an HTTP date. */
const retryAfter = (headers: Headers | undefined): number | undefined => {
  const ms = Number(headers?.get("retry-after-ms") ?? Number.NaN)
  if (Number.isFinite(ms) && ms >= 0) return ms
  const value = headers?.get("retry-after")
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const at = Date.parse(value)
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined
}

/** Longest wait the adapter honours from a Retry-After header. */
const MAX_RETRY_AFTER_MS = 20_000

const classify = (error: unknown): CallFailure => {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return failure("timeout", "the model did not answer in time")
  if (error instanceof OpenAI.APIUserAbortError) return failure("timeout", "the request was aborted")
  if (error instanceof OpenAI.APIConnectionError) return failure("unavailable", `connection failed: ${error.message}`, true)
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0
    if (status === 429) return failure("rate_limited", "the model endpoint is rate limiting", true, false, retryAfter(error.headers))
    if (status >= 500) return failure("unavailable", `the model endpoint answered ${status}`, true, false, retryAfter(error.headers))
    const text = `${error.message}`.toLowerCase()
    if (status === 400 && /response_format|json_schema|structured|not supported|unsupported/.test(text)) {
      return failure("unavailable", `structured output rejected: ${error.message}`, false, true)
    }
    return failure("unavailable", `the model endpoint answered ${status}: ${error.message}`)
  }
  return failure("unavailable", error instanceof Error ? error.message : String(error))
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: string; readonly content: string }

export const make = (config: OpenAiDrafterConfig): Effect.Effect<DrafterService> =>
  Effect.gen(function* () {
    const client = new OpenAI({
      // A local server (Ollama, vLLM) needs no key, but the client insists on one.
      apiKey: config.apiKey ?? "no-key-needed",
      baseURL: config.baseURL,
      maxRetries: 0
    })
    const jsonModeOnly = yield* Ref.make(false)
    const maxRetries = config.maxRetries ?? 2
    const baseDelayMs = config.retryBaseDelayMs ?? 500
    /** Bounded retries of 429 / 5xx / connection failures: exponential back-off, or the server's Retry-After when longer. */
    const withRetries = <A>(attempt: Effect.Effect<A, CallFailure>): Effect.Effect<A, CallFailure> => {
      const loop = (n: number): Effect.Effect<A, CallFailure> =>
        Effect.catchIf(attempt, (e) => e.retryable && n < maxRetries, (e) =>
          Effect.zipRight(
            Effect.sleep(Duration.millis(Math.max(baseDelayMs * 2 ** n, Math.min(e.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS)))),
            loop(n + 1)
          )
        )
      return loop(0)
    }
    const timeoutFor = (task: DraftingTaskName): number =>
      config.taskTimeoutsMs?.[task] ?? (ITEM_TASKS.includes(task) ? (config.itemTimeoutMs ?? ITEM_IMPROVEMENT_TIMEOUT_MS) : (config.timeoutMs ?? 120_000))

    const complete = (
      task: DraftingTaskName,
      messages: ReadonlyArray<OpenAI.Chat.Completions.ChatCompletionMessageParam>,
      schema: Record<string, unknown>,
      jsonMode: boolean
    ) =>
      Effect.tryPromise({
        try: (signal) =>
          client.chat.completions.create(
            {
              model: config.model,
              messages: jsonMode ? [{ role: "system", content: schemaInstruction(schema) }, ...messages] : [...messages],
              temperature: config.temperature ?? 0.4,
              response_format: jsonMode
                ? { type: "json_object" }
                : { type: "json_schema", json_schema: { name: task, schema, strict: true } }
            },
            { signal, timeout: timeoutFor(task) }
          ),
        catch: classify
      }).pipe(withRetries)

    /** One completion, falling back to JSON mode for good once the server rejects json_schema. */
    const ask = (task: DraftingTaskName, messages: ReadonlyArray<OpenAI.Chat.Completions.ChatCompletionMessageParam>, schema: Record<string, unknown>) =>
      Effect.gen(function* () {
        if (yield* Ref.get(jsonModeOnly)) return yield* complete(task, messages, schema, true)
        return yield* complete(task, messages, schema, false).pipe(
          Effect.catchIf(
            (e) => e.schemaUnsupported,
            () =>
              Effect.zipRight(
                Effect.zipRight(Ref.set(jsonModeOnly, true), Effect.logWarning(`Drafter: ${config.baseURL ?? "endpoint"} rejected json_schema output; using JSON mode with validation`)),
                complete(task, messages, schema, true)
              )
          )
        )
      })

    const read = <A, I>(completion: OpenAI.Chat.Completions.ChatCompletion, response: Schema.Schema<A, I>): Effect.Effect<Outcome, CallFailure> => {
      const choice = completion.choices?.[0]
      if (!choice) return Effect.succeed({ ok: false, problem: "it had no choices", content: "" })
      const message = choice.message
      if (message?.refusal) return Effect.fail(failure("refused", `the model refused: ${message.refusal}`))
      if (choice.finish_reason === "content_filter") return Effect.fail(failure("refused", "the answer was blocked by the content filter"))
      const content = message?.content ?? ""
      if (choice.finish_reason === "length") return Effect.succeed({ ok: false, problem: TRUNCATED, content })
      let parsed: unknown
      try {
        parsed = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""))
      } catch {
        return Effect.succeed({ ok: false, problem: "it was not valid JSON", content })
      }
      const decoded = Schema.decodeUnknownEither(response)(parsed)
      if (decoded._tag === "Left") {
        return Effect.succeed({ ok: false, problem: `it did not match the schema (${ParseResult.TreeFormatter.formatErrorSync(decoded.left).slice(0, 600)})`, content })
      }
      return Effect.succeed({ ok: true, value: decoded.right })
    }

    const run = <K extends DraftingTaskName>(task: K) => {
      const response = draftingTasks[task].response as unknown as Schema.Schema<TaskResponse<K>, unknown>
      const schema = strictJsonSchema(response)
      return (request: TaskRequest<K>): Effect.Effect<TaskResponse<K>, DraftingError> =>
        Effect.gen(function* () {
          const messages: Array<OpenAI.Chat.Completions.ChatCompletionMessageParam> = [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: taskPrompt(task, request) }
          ]
          const first = yield* read(yield* ask(task, messages, schema), response)
          // the same holds as the offline drafter's: the brief's deadline and cap stay in the answer, a cap overrun is said
          if (first.ok) return holdToBrief(task, request, finaliseDraft(task, request, first.value as TaskResponse<K>))
          yield* Effect.logDebug(`Drafter ${task}: repairing an answer because ${first.problem}`)
          const repaired = yield* read(
            yield* ask(task, [...messages, { role: "assistant", content: first.content || "(empty)" }, { role: "user", content: repairPrompt(first.problem) }], schema),
            response
          )
          if (repaired.ok) return holdToBrief(task, request, finaliseDraft(task, request, repaired.value as TaskResponse<K>))
          return yield* Effect.fail(failure("invalid_output", `answer unusable after one repair: ${repaired.problem}`))
        }).pipe(Effect.mapError((e: CallFailure) => new DraftingError({ kind: e.kind, task, detail: e.detail })))
    }

    const methods = Object.fromEntries(DRAFTING_TASK_NAMES.map((task) => [task, run(task)]))
    return { name: `openai:${config.model}`, ...methods } as unknown as DrafterService
  })

export const layer = (config: OpenAiDrafterConfig): Layer.Layer<Drafter> => Layer.effect(Drafter, make(config))

/** The model the environment selects (OPENAI_MODEL, else the default). */
export const modelFromEnv = (env: Readonly<Record<string, string | undefined>>): string => env.OPENAI_MODEL?.trim() || DEFAULT_MODEL

/** The adapter configured from OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL. */
export const layerFromEnv = (env: Readonly<Record<string, string | undefined>>): Layer.Layer<Drafter> =>
  layer(configFromEnv(env) ?? { model: modelFromEnv(env) })
