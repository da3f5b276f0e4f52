import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type { DraftingTaskName } from "@initpack/core/drafting/tasks"
import { DocxRenderer, HtmlRenderer, MarkdownRenderer, PdfRenderer, type DocumentRenderer } from "@initpack/core/ports/document-renderer"
import { Drafter, type DrafterService } from "@initpack/core/ports/drafter"
import type { ServerMetrics } from "./server-metrics"

/** The module each drafting task serves (the metrics' module label); a new task must name its module here. */
const MODULE_OF: Readonly<Record<DraftingTaskName, string>> = {
  draftScope: "scope",
  addScopeItems: "scope",
  expandScopeItem: "scope",
  moreKpis: "scope",
  improveNarrative: "scope",
  draftBackground: "scope",
  draftRiskRegister: "risk",
  moreRisks: "risk",
  draftMitigation: "risk",
  stakeholderStrategy: "stakeholders",
  commsPlan: "comms",
  draftWbs: "wbs",
  executionSummary: "wbs",
  budgetExtras: "budget",
  agileQuickDraft: "agile_scope",
  expandVision: "agile_scope",
  morePersonas: "agile_scope",
  moreTelemetry: "agile_scope",
  addAgileItems: "agile_scope",
  draftEpics: "backlog",
  draftStories: "backlog",
  scheduleResources: "schedule"
}

/** Runs `effect`, then tells `done` how long it took and whether it succeeded. */
const timed = <A, E, R>(effect: Effect.Effect<A, E, R>, done: (seconds: number, ok: boolean) => void): Effect.Effect<A, E, R> =>
  Effect.suspend(() => {
    const started = performance.now()
    return Effect.onExit(effect, (exit) => Effect.sync(() => done((performance.now() - started) / 1000, Exit.isSuccess(exit))))
  })

/** The drafter the layer builds, each task timed into initpack_drafting_duration_seconds. */
export const timedDrafter = <E, R>(layer: Layer.Layer<Drafter, E, R>, metrics: ServerMetrics): Layer.Layer<Drafter, E, R> =>
  Layer.map(layer, (context) => {
    const drafter = Context.get(context, Drafter)
    // the adapter stays the prototype: its name and anything else it holds read through
    const wrapped: Record<string, unknown> = Object.create(drafter)
    for (const [task, module] of Object.entries(MODULE_OF)) {
      const method = drafter[task as DraftingTaskName] as (request: unknown) => Effect.Effect<unknown, unknown>
      wrapped[task] = (request: unknown) =>
        timed(method.call(drafter, request), (seconds, ok) => metrics.drafted({ module, task, outcome: ok ? "ok" : "error" }, seconds))
    }
    return Context.add(context, Drafter, wrapped as unknown as DrafterService)
  })

const RENDERERS: ReadonlyArray<Context.Tag<any, DocumentRenderer>> = [HtmlRenderer, MarkdownRenderer, DocxRenderer, PdfRenderer]

const timedRenderer = (renderer: DocumentRenderer, metrics: ServerMetrics): DocumentRenderer => ({
  format: renderer.format,
  render: (document) => timed(renderer.render(document), (seconds) => metrics.rendered({ format: renderer.format, document: document.kind }, seconds))
})

/** The reports' layer with its four document renderers timed into initpack_render_duration_seconds. */
export const timedRenderers = <A, E, R>(layer: Layer.Layer<A, E, R>, metrics: ServerMetrics): Layer.Layer<A, E, R> =>
  Layer.map(layer, (context) => {
    let out: Context.Context<any> = context
    for (const tag of RENDERERS) {
      const renderer = Context.getOption(out, tag)
      if (Option.isSome(renderer)) out = Context.add(out, tag, timedRenderer(renderer.value, metrics))
    }
    return out as Context.Context<A>
  })
