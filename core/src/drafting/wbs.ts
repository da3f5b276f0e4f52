// WBS and Execution Summary drafting tasks (waterfall.md §2 WBS Builder, Execution Summary, §3, §7).
import * as Schema from "effect/Schema"
import { ProjectName } from "./common"

export const WbsRequest = Schema.Struct({
  project_name: ProjectName,
  project_scope: Schema.String.pipe(Schema.minLength(1))
})
export type WbsRequest = typeof WbsRequest.Type

/**
 * waterfall.md §3: duration_days is at least 0. `predecessors` (issue 22): the tasks this one waits for in
 * MS Project notation with the drafted outline numbers (stage 2 is "2", its third task "2.3"): "2.1, 2.2",
 * "3FS+2d"; "" or absent: none. A draft without any keeps the spec's chain.
 */
export const WbsTaskDraft = Schema.Struct({
  task: Schema.String,
  duration_days: Schema.Number.pipe(Schema.int(), Schema.greaterThanOrEqualTo(0)),
  resource: Schema.String,
  predecessors: Schema.optional(Schema.String)
})
export type WbsTaskDraft = typeof WbsTaskDraft.Type

/** A PRINCE2 stage (the phase, top-level WBS row) and its tasks. */
export const WbsStageDraft = Schema.Struct({
  phase: Schema.String,
  tasks: Schema.Array(WbsTaskDraft)
})
export type WbsStageDraft = typeof WbsStageDraft.Type

export const WbsDraft = Schema.Struct({ phases: Schema.Array(WbsStageDraft) })
export type WbsDraft = typeof WbsDraft.Type

export const SummaryMode = Schema.Literal("standard", "expand")

export const ExecutionSummaryRequest = Schema.Struct({
  project_name: ProjectName,
  phase: Schema.optional(Schema.String),
  mode: SummaryMode,
  /** Scope narrative or other context. */
  context: Schema.optional(Schema.String),
  /** WBS rows to summarise: phase, task, days, resource. */
  tasks: Schema.optional(Schema.Array(WbsTaskDraft.pipe(Schema.extend(Schema.Struct({ phase: Schema.String }))))),
  /** The current draft; required for expand (waterfall.md §2: expand only once a draft exists). */
  existing_md: Schema.optional(Schema.String)
})
export type ExecutionSummaryRequest = typeof ExecutionSummaryRequest.Type

export const ExecutionSummaryDraft = Schema.Struct({ content_md: Schema.String })
export type ExecutionSummaryDraft = typeof ExecutionSummaryDraft.Type
